// The contract server's own copies of the service rules it enforces (never imported from the domain at
// run time; exhibitor-services-rules.test.ts holds them to @fairpass/domain/exhibitor-services): the free
// shelves + rods by booth area (the fascia's 10 / 20 / 30), the line quantities, and an interpreter's
// 3 days' notice and 1–5 count.

/** Free shelves + rods: 10 from 9 m², 20 from 18 m², 30 from 27 m² (spec §5), by area whatever the booth type. */
export const freeItemsFor = (areaM2: number): number => (areaM2 >= 27 ? 30 : areaM2 >= 18 ? 20 : areaM2 >= 9 ? 10 : 0);

/** Flow tables in sets of 1–3; any other line 1–99. */
export const maxQuantityFor = (itemId: string): number => (itemId === 'svc-flow-table' ? 3 : 99);

export const INTERPRETER_MIN_NOTICE_DAYS = 3;
export const INTERPRETER_MAX_COUNT = 5;
export const NOTES_MAX = 200;

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;

/** The Beijing calendar day number of an epoch instant, or of a `yyyy-MM-dd`. */
export const beijingDayOf = (epochMs: number): number => Math.floor((epochMs + BEIJING_MS) / DAY_MS);
export const dayNumberOf = (day: string): number => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
};

/** A day booked with enough notice: at least 3 Beijing calendar days after the server's today. */
export const withNotice = (day: string, now: number): boolean => dayNumberOf(day) - beijingDayOf(now) >= INTERPRETER_MIN_NOTICE_DAYS;

/** The last moment to book a day (Beijing wire time). */
export const lastMomentFor = (day: string): string => `${new Date((dayNumberOf(day) - INTERPRETER_MIN_NOTICE_DAYS) * DAY_MS).toISOString().slice(0, 10)} 23:59:59`;
