// The invoice's PDF at a signed address on the server's own origin, as object stores hand out files:
// `/files/invoice/{applicationId}.pdf?expires=<epoch ms>&sig=<HMAC-SHA256 hex>`, valid 10 minutes of the
// server clock. The file is a small, valid one-page PDF built by hand (ASCII text in Helvetica), enough
// for a viewer to open and a test to read the invoice number, order number and amount from.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PDF_URL_TTL_MS = 10 * 60 * 1000;
/** The contract server's signing key for file addresses (a fixture: fixed). */
const FILE_KEY = 'fairpass-contract-server-file-key';

export const pdfPath = (applicationId: string): string => `/files/invoice/${encodeURIComponent(applicationId)}.pdf`;

const signatureOf = (applicationId: string, expires: string): string => createHmac('sha256', FILE_KEY).update(`invoice:${applicationId}:${expires}`, 'utf8').digest('hex');

export function signedPdfUrl(origin: string, applicationId: string, now: number): string {
  const expires = String(now + PDF_URL_TTL_MS);
  return `${origin}${pdfPath(applicationId)}?expires=${expires}&sig=${signatureOf(applicationId, expires)}`;
}

/** Whether the address's signature is ours and has not run out on the server clock. */
export function pdfSignatureHolds(applicationId: string, expires: string, sig: string, now: number): boolean {
  if (!/^\d{1,16}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expected = Buffer.from(signatureOf(applicationId, expires));
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
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
