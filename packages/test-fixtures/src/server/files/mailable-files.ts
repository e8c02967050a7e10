// The server's own signed file addresses a mail may carry (issue 27), by their path: an invoice, a
// material and a group's entry codes (PDF, kit/signed-pdf.ts), the lead export (xlsx,
// leads/lead-export.ts), a session's calendar file (ics, conference/calendar-file.ts) and a ticket's
// (ticketing/ticket-calendar-file.ts). A mailed link
// is signed anew, valid a day (someone reads a mail later than the page's ten minutes), and like every
// file address carries no token or openid: only its own expiry and signature.
import { pdfSignatureHolds, signedPdfUrl, type SignedPdfKind } from '../kit/signed-pdf';
import { calendarSignatureHolds, signedCalendarUrl } from '../conference/calendar-file';
import { exportSignatureHolds, signedExportUrl } from '../leads/lead-export';
import { sheetSignatureHolds, signedSheetUrl } from '../groups/member-sheet';
import { signedStaffSheetUrl, staffSheetSignatureHolds } from '../exhibitorPeople/staff-sheet-file';
import { signedTicketCalendarUrl, ticketCalendarSignatureHolds } from '../ticketing/ticket-calendar-file';

export const MAILED_LINK_TTL_MS = 24 * 60 * 60 * 1000;

interface MailableKind {
  /** The file's name in the path's last segment (`{id}.pdf`). */
  readonly extension: string;
  holds(id: string, expires: string, sig: string, now: number): boolean;
  /** The same file's address signed anew, valid `ttl`. */
  sign(origin: string, id: string, now: number, ttl: number): string;
}

const pdf = (kind: SignedPdfKind): MailableKind => ({
  extension: '.pdf',
  holds: (id, expires, sig, now) => pdfSignatureHolds(kind, id, expires, sig, now),
  sign: (origin, id, now, ttl) => signedPdfUrl(origin, kind, id, now, ttl),
});

const KINDS: Readonly<Record<string, MailableKind>> = {
  invoice: pdf('invoice'),
  material: pdf('material'),
  'entry-codes': pdf('entry-codes'),
  // an exhibitor's invoice and contract (issue 30)
  exhinvoice: pdf('exhinvoice'),
  contract: pdf('contract'),
  // a group's members as CSV (issue 29)
  'group-members': { extension: '.csv', holds: sheetSignatureHolds, sign: (origin, id, now, ttl) => signedSheetUrl(origin, id, now, ttl).url },
  // a company's staff sheet template (issue 31)
  'staff-sheet': { extension: '.csv', holds: staffSheetSignatureHolds, sign: (origin, id, now, ttl) => signedStaffSheetUrl(origin, id, now, ttl).url },
  leads: { extension: '.xlsx', holds: exportSignatureHolds, sign: (origin, id, now, ttl) => signedExportUrl(origin, id, now, ttl).url },
  calendar: { extension: '.ics', holds: calendarSignatureHolds, sign: (origin, id, now, ttl) => signedCalendarUrl(origin, id, now, ttl).url },
  'ticket-calendar': { extension: '.ics', holds: ticketCalendarSignatureHolds, sign: (origin, id, now, ttl) => signedTicketCalendarUrl(origin, id, now, ttl).url },
};

/** A file the address names, when it is one of this server's and its signature still holds. */
export interface MailableFile {
  readonly kind: string;
  readonly id: string;
  readonly fileName: string;
  /** The file's address signed anew for the mail. */
  readonly link: string;
  readonly expiresAt: number;
}

export function mailableFile(address: string, origin: string, now: number): MailableFile | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const match = /^\/files\/([a-z-]+)\/([^/]+)$/.exec(url.pathname);
  const kind = match?.[1] === undefined ? undefined : KINDS[match[1]];
  if (!match?.[1] || !match[2] || !kind) return undefined;
  const fileName = decodeURIComponent(match[2]);
  if (!fileName.endsWith(kind.extension)) return undefined;
  const id = fileName.slice(0, -kind.extension.length);
  if (!kind.holds(id, url.searchParams.get('expires') ?? '', url.searchParams.get('sig') ?? '', now)) return undefined;
  return { kind: match[1], id, fileName, link: kind.sign(origin, id, now, MAILED_LINK_TTL_MS), expiresAt: now + MAILED_LINK_TTL_MS };
}
