// Files at signed addresses on the server's own origin, as object stores hand them out: the invoice PDFs
// (issue 14), the exhibition's materials (issue 15) and a group's entry codes (issue 27) are
// `/files/{kind}/{id}.pdf?expires=<epoch ms>&sig=<HMAC-SHA256 hex>`, valid 10 minutes of the server clock
// (a link the server mails is signed anew for longer: files/mailable-files.ts). The file is a small, valid one-page
// PDF built by hand (ASCII text in Helvetica), enough for a viewer to open and a test to read from.
import type { FastifyInstance } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { stringParam } from '../context';
import { pdfOfObjects } from './pdf-writer';

export const PDF_URL_TTL_MS = 10 * 60 * 1000;
/** The contract server's signing key for file addresses (a fixture: fixed). */
const FILE_KEY = 'fairpass-contract-server-file-key';

/** The kinds of signed PDF this server hands out; each is its own path and its own signature space. */
export type SignedPdfKind = 'invoice' | 'material' | 'entry-codes' | 'exhinvoice' | 'contract';

export const pdfPath = (kind: SignedPdfKind, id: string): string => `/files/${kind}/${encodeURIComponent(id)}.pdf`;

const signatureOf = (kind: SignedPdfKind, id: string, expires: string): string => createHmac('sha256', FILE_KEY).update(`${kind}:${id}:${expires}`, 'utf8').digest('hex');

export function signedPdfUrl(origin: string, kind: SignedPdfKind, id: string, now: number, ttl = PDF_URL_TTL_MS): string {
  const expires = String(now + ttl);
  return `${origin}${pdfPath(kind, id)}?expires=${expires}&sig=${signatureOf(kind, id, expires)}`;
}

/** Whether the address's signature is ours and has not run out on the server clock. */
export function pdfSignatureHolds(kind: SignedPdfKind, id: string, expires: string, sig: string, now: number): boolean {
  if (!/^\d{1,16}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expected = Buffer.from(signatureOf(kind, id, expires));
  return timingSafeEqual(expected, Buffer.from(sig)) && now < Number(expires);
}

/** PDF text strings: ASCII only, with ( ) \ escaped. */
const pdfText = (line: string): string => line.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');

/** A one-page A4 PDF showing `lines`, with a correct cross-reference table. */
export function onePagePdf(lines: readonly string[]): Buffer {
  const content = ['BT', '/F1 14 Tf', '72 770 Td', ...lines.flatMap((line, i) => [...(i === 0 ? [] : ['0 -24 Td']), `(${pdfText(line)}) Tj`]), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  return pdfOfObjects(objects);
}

/** What a signed PDF shows (lines of text, or a whole document), and its download name; undefined when there is no such file (404). */
export type PdfContent = { filename: string; lines: readonly string[] } | { filename: string; pdf: Buffer } | undefined;

/**
 * `GET /files/{kind}/{id}.pdf?expires=&sig=`: 403 for a bad or expired signature, 404 when `content`
 * knows no file by that id, else the PDF (inline, not cached).
 */
export function registerSignedPdfRoute(app: FastifyInstance, kind: SignedPdfKind, now: () => number, content: (id: string, now: number) => PdfContent): void {
  app.get(`/files/${kind}/:file`, async (request, reply) => {
    const file = stringParam(request.params, 'file');
    const id = file.endsWith('.pdf') ? file.slice(0, -'.pdf'.length) : '';
    const at = now();
    if (!pdfSignatureHolds(kind, id, stringParam(request.query, 'expires'), stringParam(request.query, 'sig'), at)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Signature invalid or expired');
    }
    const found = content(id, at);
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send(`No ${kind}`);
    return reply
      .code(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${found.filename}"`)
      .header('cache-control', 'private, no-store')
      .send('pdf' in found ? found.pdf : onePagePdf(found.lines));
  });
}
