// The contract server's own copies of the exhibitor's letters rules (the domain's, checked by the parity
// test beside this file): the share table's placeholder names, the visa request checks, the check-in window.

/** The `%%…%%` names the share placeholder table knows (spec §3). */
export const KNOWN_PLACEHOLDERS: readonly string[] = [
  'name',
  'lastName',
  'firstName',
  'company',
  'companyEnName',
  'boothNo',
  'fullName',
  'fullEnName',
  'exhibitorJournalName',
  'exhibitorJournalEnName',
  'journalContacts',
  'journalContactInformation',
  'journalLogo',
  'deptName',
  'deptEnName',
  'exhibitionHallNo',
  'boothNos',
];

export const unknownPlaceholder = (text: string): string | undefined =>
  [...text.matchAll(/%%\s*([^%\s]*)\s*%%/g)].map((m) => m[1] ?? '').find((name) => !KNOWN_PLACEHOLDERS.includes(name));

/** `yyyy-MM-dd` moved by days or months on the calendar. */
export function shiftDay(day: string, by: { days?: number; months?: number }): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (by.months) {
    const dayOfMonth = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() + by.months);
    date.setUTCDate(Math.min(dayOfMonth, new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()));
  }
  if (by.days) date.setUTCDate(date.getUTCDate() + by.days);
  return date.toISOString().slice(0, 10);
}

export type VisaRefusal =
  | { code: 400; field: string }
  | { code: 5105; minExpiry: string }
  | { code: 5106; firstDay: string; lastDay: string }
  | { code: 5107 };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a visa request cannot be accepted against the show's days, or undefined. */
export function visaRefusal(r: Record<string, string>, show: { firstDay: string; lastDay: string }): VisaRefusal | undefined {
  if (!/^[A-Z][A-Z' -]*$/.test(r['passportName'] ?? '')) return { code: 400, field: 'passportName' };
  if (!/^[A-Z0-9]{5,20}$/.test(r['passportNo'] ?? '')) return { code: 400, field: 'passportNo' };
  if (!/^[A-Z]{2}$/.test(r['nationality'] ?? '')) return { code: 400, field: 'nationality' };
  if (r['nationality'] === 'CN') return { code: 5107 };
  if (r['gender'] !== 'male' && r['gender'] !== 'female') return { code: 400, field: 'gender' };
  for (const field of ['birthDate', 'passportExpiry', 'arrival', 'departure']) if (!DATE.test(r[field] ?? '')) return { code: 400, field };
  for (const field of ['jobTitle', 'consulateCity']) if ((r[field] ?? '') === '') return { code: 400, field };
  const arrival = r['arrival'] ?? '';
  const departure = r['departure'] ?? '';
  const earliest = shiftDay(show.firstDay, { days: -7 });
  const latest = shiftDay(show.lastDay, { days: 7 });
  if (arrival < earliest || departure > latest || departure < arrival) return { code: 5106, ...show };
  const minExpiry = shiftDay(departure, { months: 6 });
  if ((r['passportExpiry'] ?? '') < minExpiry) return { code: 5105, minExpiry };
  return undefined;
}
