// The contract server's hand-made PDFs (a group's entry codes, the exhibitor's bilingual letters): A4
// pages of text and QR codes with a correct cross-reference table, two fonts every viewer knows without
// embedding — Helvetica (F1, WinAnsi: Latin-1 letters such as ä and é print as themselves) and Adobe's
// STSong-Light (F2, UCS-2 encoded through the predefined UniGB-UCS2-H CMap, for Chinese) — and QR codes
// drawn as filled squares, so any viewer prints them sharp.
import { encode } from 'uqr';

export const PDF_PAGE = { width: 595, height: 842 } as const;

/** A number as PDF writes it: whole, or with two decimals. */
export const fmt = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** A Helvetica (WinAnsi) string: printable Latin-1, anything else a '?', with ( ) \ escaped. */
export const latin = (text: string): string => `(${text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/([()\\])/g, '\\$1')})`;

/** A UCS-2 (big-endian) hex string for the CJK font; characters outside the BMP become a space. */
export const ucs2 = (text: string): string =>
  `<${[...text].map((char) => (char.codePointAt(0)! > 0xffff ? 0x20 : char.codePointAt(0)!).toString(16).padStart(4, '0')).join('')}>`;

const isCjk = (char: string): boolean => char.codePointAt(0)! >= 0x2e80;

/**
 * One line of mixed text at (x, y): Chinese runs in STSong-Light, the rest in Helvetica, in one text object
 * so each run starts where the viewer's own metrics ended the last one.
 */
export function mixedTextAt(size: number, x: number, y: number, text: string): string {
  const runs = text.match(/[\u2e80-\uffff]+|[^\u2e80-\uffff]+/g) ?? [];
  const shown = runs.map((run) => (isCjk(run) ? `/F2 ${fmt(size)} Tf ${ucs2(run)} Tj` : `/F1 ${fmt(size)} Tf ${latin(run)} Tj`));
  return ['BT', `${fmt(x)} ${fmt(y)} Td`, ...shown, 'ET'].join('\n');
}

/** About how wide `text` is at `size` (CJK one em, Helvetica about half). */
export const textWidth = (text: string, size: number): number => [...text].reduce((sum, char) => sum + (isCjk(char) ? 1 : 0.52), 0) * size;

/** `value` as a QR code `size` points wide whose top-left corner (quiet zone included, 4 modules) is at (left, top). */
export function qrSquares(value: string, left: number, top: number, size: number): string {
  const qr = encode(value, { ecc: 'M', border: 0 });
  const cell = size / (qr.size + 8);
  const squares: string[] = [];
  qr.data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) squares.push(`${fmt(left + (4 + c) * cell)} ${fmt(top - (4 + r + 1) * cell)} ${fmt(cell)} ${fmt(cell)} re`);
    }),
  );
  return ['0 g', ...squares, 'f'].join('\n');
}

/** A PDF of A4 pages, each page's content stream given; fonts F1 (Helvetica) and F2 (STSong-Light). */
export function pdfDocument(pageContents: readonly string[]): Buffer {
  const pages = pageContents.length === 0 ? [''] : pageContents;
  // 1 catalog, 2 pages, 3 Helvetica, 4 STSong (Type0), 5 its CIDFont, 6 its descriptor; then per page: page, content.
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${7 + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 6 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  pages.forEach((content, i) => {
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PDF_PAGE.width} ${PDF_PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${8 + 2 * i} 0 R >>`);
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
  return pdfOfObjects(objects);
}

/**
 * `text` broken into lines of at most `width` points at `size`: a CJK character counts one em, anything
 * else about half; Latin text breaks at spaces, CJK text between any two characters.
 */
export function wrapText(text: string, size: number, width: number): string[] {
  const em = (char: string): number => (isCjk(char) ? 1 : 0.52);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  const tokens = text.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff]+|\s+/g) ?? [];
  // A word wider than the line (an address) is cut where the line ends.
  const pieces = tokens.flatMap((token) => {
    if ([...token].reduce((sum, char) => sum + em(char), 0) * size <= width) return [token];
    const per = Math.max(1, Math.floor(width / (0.52 * size)));
    const chars = [...token];
    return Array.from({ length: Math.ceil(chars.length / per) }, (_, i) => chars.slice(i * per, (i + 1) * per).join(''));
  });
  for (const token of pieces) {
    const tokenWidth = [...token].reduce((sum, char) => sum + em(char), 0) * size;
    if (lineWidth + tokenWidth > width && line.trim() !== '') {
      lines.push(line.trimEnd());
      line = '';
      lineWidth = 0;
      if (/^\s+$/.test(token)) continue;
    }
    line += token;
    lineWidth += tokenWidth;
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** A PDF file of its numbered objects (1 is the catalogue), with a correct cross-reference table. */
export function pdfOfObjects(objects: readonly string[]): Buffer {
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
