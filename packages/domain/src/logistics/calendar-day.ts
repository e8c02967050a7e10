// Calendar days as the wire writes them (`yyyy-MM-dd`): they compare as text, and a day that does not
// exist (2026-02-30) is no day.
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the value is a day that exists, written `yyyy-MM-dd`. */
export const isCalendarDay = (value: unknown): value is string => {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Whole days from `from` to `to` (both `yyyy-MM-dd`); negative when `to` comes first. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The later of two days. */
export const laterDay = (a: string, b: string): string => (a >= b ? a : b);
