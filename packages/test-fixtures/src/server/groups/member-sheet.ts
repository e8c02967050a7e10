// A group's members as a CSV file (issue 29; docs/endpoints.md "Group management and sub-accounts"):
// the list as the leader filtered it, or the bilingual template with one example row. UTF-8 with a
// byte order mark (Excel then reads the Chinese), CRLF records, RFC 4180 quoting; a cell that a
// spreadsheet would run as a formula (= + - @ first) is written with a leading apostrophe, and the
// mobile and the document number as ="…" so Excel keeps their digits. The file is at a signed address
// on the server's origin, valid 10 minutes, without a token: `/files/group-members/{id}.csv`. The
// server's own copy of the columns; member-sheet.test.ts holds it to the domain's reader.
import type { FastifyInstance } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { stringParam } from '../context';
import type { LanguageType } from '../wire.types';
import type { GroupRecord, MemberRecord, SheetRecord } from './groups-records';

export type { SheetRecord };
import type { GroupsState } from './groups-state';
import type { IdType, ReviewState } from './groups-wire.types';
import { matchesFilter } from './member-filter';

export const SHEET_URL_TTL_MS = 10 * 60 * 1000;
const FILE_KEY = 'fairpass-contract-server-group-sheet-key';
export const CSV_TYPE = 'text/csv; charset=utf-8';

export const HEADERS = ['姓名 Name', '手机号码 Mobile', '证件类型 ID type', '证件号码 ID number', '分组 Team', '审核状态 Review state'];
const ID_TYPE_NAMES: Readonly<Record<IdType, string>> = { idCard: '身份证 ID card', passport: '护照 Passport', hkMacaoPermit: '港澳通行证 HK/Macao permit', taiwanPermit: '台胞证 Taiwan permit' };
const STATE_NAMES: Readonly<Record<LanguageType, Record<ReviewState, string>>> = {
  cn: { pending: '待审核', approved: '已通过', rejected: '未通过' },
  en: { pending: 'Review pending', approved: 'Approved', rejected: 'Not approved' },
};

const sheetPath = (sheetId: string): string => `/files/group-members/${encodeURIComponent(sheetId)}.csv`;
const signatureOf = (sheetId: string, expires: string) => createHmac('sha256', FILE_KEY).update(`group-members:${sheetId}:${expires}`, 'utf8').digest('hex');

export function signedSheetUrl(origin: string, sheetId: string, now: number, ttl = SHEET_URL_TTL_MS): { url: string; expiresAt: number } {
  const expiresAt = now + ttl;
  const expires = String(expiresAt);
  return { url: `${origin}${sheetPath(sheetId)}?expires=${expires}&sig=${signatureOf(sheetId, expires)}`, expiresAt };
}

export function sheetSignatureHolds(sheetId: string, expires: string, sig: string, now: number): boolean {
  if (!/^\d{1,16}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  return timingSafeEqual(Buffer.from(signatureOf(sheetId, expires)), Buffer.from(sig)) && now < Number(expires);
}

/** A cell as written: a formula's first character defused, quoted when it holds a comma, a quote or a line break. */
const cell = (value: string): string => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
/** Digits Excel must keep as text (a mobile, an 18-character ID): ="…", quoted as a field. */
const digits = (value: string): string => `"=""${value}"""`;

const teamName = (group: GroupRecord, teamId: string) => group.teams.find((t) => t.teamId === teamId)?.name ?? '';

export function sheetMembers(state: GroupsState, record: SheetRecord): MemberRecord[] {
  if (record.template) return [];
  return state
    .membersOf(record.groupId)
    .filter((m) => matchesFilter(record.filter, m))
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** The file's text: the byte order mark, the header, a row a member (the template: one example row). */
export function sheetText(state: GroupsState, record: SheetRecord): string {
  const group = state.groups.find((g) => g.groupId === record.groupId);
  if (!group) return '';
  const rows = record.template
    ? [[cell('王小明'), digits('13912345678'), cell(ID_TYPE_NAMES.idCard), digits('11010519491231002X'), cell(group.teams[0]?.name ?? ''), '']]
    : sheetMembers(state, record).map((m) => [cell(m.name), digits(m.phone), cell(ID_TYPE_NAMES[m.idType]), digits(m.idNumber), cell(teamName(group, m.teamId)), cell(STATE_NAMES[record.language][m.reviewState])]);
  const header = record.template ? HEADERS.slice(0, 5) : HEADERS;
  return `\uFEFF${[header.map(cell), ...rows.map((r) => (record.template ? r.slice(0, 5) : r))].map((r) => `${r.join(',')}\r\n`).join('')}`;
}

export const sheetFileName = (record: SheetRecord, now: number): string => {
  const day = new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return record.template ? '团组成员导入模板-member-template.csv' : `团组成员-members-${day}.csv`;
};

/** Serves a sheet at its signed address: 403 once the signature no longer holds, 404 for no such sheet. */
export function registerSheetFile(app: FastifyInstance, state: GroupsState, sheets: () => SheetRecord[]): void {
  app.get('/files/group-members/:file', (request, reply) => {
    const file = stringParam(request.params, 'file');
    const sheetId = file.endsWith('.csv') ? decodeURIComponent(file.slice(0, -4)) : '';
    const query = request.query as Record<string, unknown>;
    const holds = sheetSignatureHolds(sheetId, typeof query.expires === 'string' ? query.expires : '', typeof query.sig === 'string' ? query.sig : '', state.now());
    if (!holds) return reply.code(403).send('expired or not signed');
    const record = sheets().find((s) => s.sheetId === sheetId);
    if (!record) return reply.code(404).send('not found');
    const name = sheetFileName(record, state.now());
    return reply
      .header('content-type', CSV_TYPE)
      .header('content-disposition', `attachment; filename="members.csv"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(sheetText(state, record));
  });
}
