// The staff sheet's template as a CSV file (issue 31, bulk staff): the bilingual header, UTF-8 with a byte order mark (Excel then reads the Chinese), CRLF records. At a
// signed address on the server's own origin, valid 10 minutes, without a token:
// `/files/staff-sheet/{id}.csv`, so WeChat's browser can open, copy or mail it. The server's own copy of
// the columns; the domain's reader (exhibitor-people/staff-sheet.ts) reads them.
import type { FastifyInstance } from 'fastify';
import { stringParam } from '../context';
import { signedFileLinks } from '../kit/signed-file-link';
import { beijingDate } from '../kit/beijing-time';

export const STAFF_SHEET_TTL_MS = 10 * 60 * 1000;
const CSV_TYPE = 'text/csv; charset=utf-8';

const links = signedFileLinks({
  key: 'fairpass-contract-server-staff-sheet-key',
  scope: 'staff-sheet',
  path: (id) => `/files/staff-sheet/${encodeURIComponent(id)}.csv`,
  ttlMs: STAFF_SHEET_TTL_MS,
});

export const signedStaffSheetUrl = (origin: string, id: string, now: number, ttl = STAFF_SHEET_TTL_MS) => links.signedUrl(origin, id, now, ttl);
export const staffSheetSignatureHolds = (id: string, expires: string, sig: string, now: number): boolean => links.holds(id, expires, sig, now);

export const STAFF_SHEET_HEADER = ['姓名 Name', '手机号码 Mobile', '证件类型 ID type', '证件号码 ID number'];

/** The template's text: the bilingual header only (an example row would be imported if left in). */
export const staffSheetTemplate = (): string => `\uFEFF${STAFF_SHEET_HEADER.join(',')}\r\n`;

/** The template's name to save it under: the pass type and the day. */
export const staffSheetFileName = (credentialType: string, now: number): string => `staff-${credentialType}-template-${beijingDate(now)}.csv`;

/** `GET /files/staff-sheet/{id}.csv?expires=&sig=`: the template, while the signature holds (403 after). */
export function registerStaffSheetFile(app: FastifyInstance, now: () => number): void {
  app.get('/files/staff-sheet/:file', (request, reply) => {
    const file = stringParam(request.params, 'file');
    const id = file.endsWith('.csv') ? decodeURIComponent(file.slice(0, -4)) : '';
    const query = request.query as Record<string, unknown>;
    if (id === '' || !staffSheetSignatureHolds(id, typeof query.expires === 'string' ? query.expires : '', typeof query.sig === 'string' ? query.sig : '', now())) {
      return reply.code(403).send('expired or not signed');
    }
    return reply
      .header('content-type', CSV_TYPE)
      .header('content-disposition', `attachment; filename="staff-template.csv"; filename*=UTF-8''${encodeURIComponent(`${id}.csv`)}`)
      .send(staffSheetTemplate());
  });
}
