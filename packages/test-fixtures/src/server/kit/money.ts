// Amounts are counted in whole fen (as WeChat Pay counts them) and written on the wire as decimal yuan
// text ("128.00"), so no total ever passes through a binary fraction.

export const CURRENCY = 'CNY';

/** Fen as wire yuan: 12800 → "128.00". */
export function yuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Wire yuan as fen: "128.00" → 12800, "58" → 5800. */
export function fen(yuanText: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(yuanText.trim());
  if (!match) throw new RangeError(`not an amount in yuan: ${yuanText}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** `percent` of an amount, rounded half up to the fen (a discount per ticket). */
export const percentOf = (amountFen: number, percent: number): number => Math.floor((amountFen * percent + 50) / 100);
