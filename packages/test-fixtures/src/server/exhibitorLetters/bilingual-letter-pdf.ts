// A letter of the organiser's in Chinese and English on one A4 page (issue 31 "beyond the anchors": the
// visa invitation letter and the VIP invitation): the letter's number at the top, the Chinese text (set
// in STSong-Light) above the English (Helvetica), the organiser's signature and date, and a QR code of
// the no-token verification page with its address under it, so an embassy or the gate can check the
// letter without the company (kit/pdf-writer.ts draws it).
import { mixedTextAt, PDF_PAGE, pdfDocument, qrSquares, textWidth, wrapText } from '../kit/pdf-writer';

export interface BilingualLetter {
  /** e.g. VL-2026-000001 */
  readonly number: string;
  readonly titleZh: string;
  readonly titleEn: string;
  /** The addressee's line, then the paragraphs. */
  readonly zh: readonly string[];
  readonly en: readonly string[];
  readonly signatureZh: string;
  readonly signatureEn: string;
  /** yyyy-MM-dd */
  readonly issuedOn: string;
  /** The verification page the QR code opens. */
  readonly verifyUrl: string;
}

const MARGIN = 56;
const WIDTH = PDF_PAGE.width - 2 * MARGIN;
const QR_SIZE = 110;

/** The letter as a one-page PDF. */
export function bilingualLetterPdf(letter: BilingualLetter): Buffer {
  const ops: string[] = [];
  let y = PDF_PAGE.height - MARGIN;
  const right = (text: string, size: number) => PDF_PAGE.width - MARGIN - textWidth(text, size);
  const centred = (text: string, size: number) => MARGIN + (WIDTH - textWidth(text, size)) / 2;
  const line = (size: number, text: string, gap: number, x = MARGIN) => {
    ops.push(mixedTextAt(size, x, y, text));
    y -= gap;
  };
  const paragraph = (size: number, text: string, leading: number) => {
    for (const part of wrapText(text, size, WIDTH)) line(size, part, leading);
    y -= leading / 2;
  };

  line(10, `编号 No. ${letter.number}`, 34, right(`编号 No. ${letter.number}`, 10));
  line(20, letter.titleZh, 30, centred(letter.titleZh, 20));
  for (const text of letter.zh) paragraph(12, text, 20);
  line(12, letter.signatureZh, 18, right(letter.signatureZh, 12));
  line(12, letter.issuedOn, 30, right(letter.issuedOn, 12));

  ops.push('q', '0.7 G', '0.5 w', `${MARGIN} ${y + 12} m ${PDF_PAGE.width - MARGIN} ${y + 12} l S`, 'Q');
  y -= 12;
  line(18, letter.titleEn, 28, centred(letter.titleEn, 18));
  for (const text of letter.en) paragraph(11, text, 16);
  line(11, letter.signatureEn, 16, right(letter.signatureEn, 11));
  line(11, letter.issuedOn, 0, right(letter.issuedOn, 11));

  // The verification QR code and its address, at the foot of the page.
  const qrTop = MARGIN + QR_SIZE + 24;
  ops.push(qrSquares(letter.verifyUrl, MARGIN - 8, qrTop, QR_SIZE));
  const noteX = MARGIN + QR_SIZE + 4;
  ops.push(mixedTextAt(10, noteX, qrTop - 34, '扫描二维码核验本函的编号、持有人、日期和状态。'));
  ops.push(mixedTextAt(9, noteX, qrTop - 50, "Scan the code to check this letter's number, holder, dates and state:"));
  wrapText(letter.verifyUrl, 8, WIDTH - QR_SIZE - 4).forEach((part, i) => ops.push(mixedTextAt(8, noteX, qrTop - 66 - i * 11, part)));
  return pdfDocument([ops.join('\n')]);
}
