// A group's entry codes as one PDF to print on a computer (issue 27: WeChat's browser cannot print): six
// cards an A4 page, two columns of three, each with the member's QR code (drawn as filled squares, so
// any viewer prints it sharp), name, team and code, and dashed cut lines. Names are Chinese as often as
// not: they are set in Adobe's STSong-Light (a CJK font every PDF viewer knows without embedding, UCS-2
// encoded); codes and labels in Helvetica (kit/pdf-writer.ts). The address is signed like the invoices' (kit/signed-pdf.ts).
import type { FastifyInstance } from 'fastify';
import { beijingTime } from '../kit/beijing-time';
import { fmt, latin, pdfDocument, PDF_PAGE as PAGE, qrSquares, ucs2 } from '../kit/pdf-writer';
import { registerSignedPdfRoute } from '../kit/signed-pdf';
import type { EntryCodeCard } from './groups-wire.types';
import type { GroupsState } from './groups-state';
import { toWireEntryCodes } from './groups-views';

const MARGIN = 28;
const COLUMNS = 2;
const ROWS = 3;
export const CARDS_PER_PAGE = COLUMNS * ROWS;
const QR_SIZE = 150;

/** The PDF's download name: the day it is made, Beijing time. */
export const entryCodesFileName = (now: number): string => `entry-codes-${beijingTime(now).slice(0, 10)}.pdf`;

/** The PDF's id for a group's cards, of one team or of all: `{groupId}` or `{groupId}~{teamId}`. */
export const entryCodesPdfId = (groupId: string, teamId: string): string => (teamId === '' ? groupId : `${groupId}~${teamId}`);

const idParts = (id: string): { groupId: string; teamId: string } => {
  const at = id.indexOf('~');
  return at < 0 ? { groupId: id, teamId: '' } : { groupId: id.slice(0, at), teamId: id.slice(at + 1) };
};

/** The drawing of one card whose top-left corner is (x, top). */
function cardContent(card: EntryCodeCard, x: number, top: number, width: number, height: number): string {
  const ops: string[] = [];
  // The cut lines.
  ops.push('q', '0.6 G', '0.5 w', '[4 3] 0 d', `${fmt(x)} ${fmt(top - height)} ${fmt(width)} ${fmt(height)} re S`, 'Q');
  // The QR code: one filled square per dark module, the quiet zone left white.
  ops.push(qrSquares(card.entryCode, x + (width - QR_SIZE) / 2, top - 12, QR_SIZE));
  const textTop = top - 12 - QR_SIZE - 18;
  const centred = (size: number, chars: number) => x + Math.max(6, (width - size * chars) / 2);
  ops.push('BT', `/F2 14 Tf`, `${fmt(centred(14, [...card.name].length))} ${fmt(textTop)} Td`, `${ucs2(card.name)} Tj`, 'ET');
  ops.push('BT', `/F2 10 Tf`, `${fmt(centred(10, [...card.teamName].length))} ${fmt(textTop - 16)} Td`, `${ucs2(card.teamName)} Tj`, 'ET');
  ops.push('BT', `/F1 9 Tf`, `${fmt(centred(5, card.entryCode.length))} ${fmt(textTop - 30)} Td`, `${latin(card.entryCode)} Tj`, 'ET');
  return ops.join('\n');
}

function pageContent(cards: readonly EntryCodeCard[], page: number, pages: number, title: string): string {
  const width = (PAGE.width - 2 * MARGIN) / COLUMNS;
  const height = (PAGE.height - 2 * MARGIN - 24) / ROWS;
  const parts = ['BT', '/F2 10 Tf', `${MARGIN} ${PAGE.height - MARGIN - 10} Td`, `${ucs2(`${title}  ${page} / ${pages}`)} Tj`, 'ET'];
  cards.forEach((card, i) => {
    const column = i % COLUMNS;
    const row = Math.floor(i / COLUMNS);
    parts.push(cardContent(card, MARGIN + column * width, PAGE.height - MARGIN - 24 - row * height, width, height));
  });
  return parts.join('\n');
}

/** The PDF of `cards`, six an A4 page (one empty page when there are none), with a correct cross-reference table. */
export function entryCodesPdf(cards: readonly EntryCodeCard[], title: string): Buffer {
  const sheets: EntryCodeCard[][] = [];
  for (let i = 0; i < cards.length; i += CARDS_PER_PAGE) sheets.push(cards.slice(i, i + CARDS_PER_PAGE));
  if (sheets.length === 0) sheets.push([]);
  return pdfDocument(sheets.map((sheet, i) => pageContent(sheet, i + 1, sheets.length, title)));
}

/** The cards a PDF id names, as `group/member/codes` lists them now; undefined for no such group. */
export function cardsOfPdf(groups: GroupsState, id: string): { cards: EntryCodeCard[]; title: string } | undefined {
  const { groupId, teamId } = idParts(id);
  const group = groups.groups.find((g) => g.groupId === groupId);
  if (!group) return undefined;
  const members = groups.membersOf(group.groupId).filter((m) => teamId === '' || m.teamId === teamId);
  const team = group.teams.find((t) => t.teamId === teamId);
  return { cards: toWireEntryCodes(group, members).cards, title: team ? `${group.name} · ${team.name}` : group.name };
}

/** `GET /files/entry-codes/{id}.pdf?expires=&sig=`: the cards as they are when it is opened. */
export function registerEntryCodesPdfFile(app: FastifyInstance, groups: GroupsState): void {
  registerSignedPdfRoute(app, 'entry-codes', () => groups.now(), (id, now) => {
    const found = cardsOfPdf(groups, id);
    return found ? { filename: entryCodesFileName(now), pdf: entryCodesPdf(found.cards, found.title) } : undefined;
  });
}
