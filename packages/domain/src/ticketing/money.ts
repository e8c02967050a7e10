// Money for display only: the server computes every amount (docs/endpoints.md); the client reads the
// decimal text exactly, to tell a free item, compare two prices or show one, and never does float
// arithmetic on it.

export interface Money {
  /** Decimal yuan as text ("128.00"). */
  readonly amount: string;
  /** ISO 4217, "CNY" on our wire. */
  readonly currency: string;
}

/** A decimal read exactly: its sign and digits, without leading zeros in the whole part or trailing ones in the fraction. */
interface Decimal {
  readonly negative: boolean;
  readonly whole: string;
  readonly fraction: string;
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

const readDecimal = (amount: unknown): Decimal | undefined => {
  if (typeof amount !== 'string') return undefined;
  const match = DECIMAL.exec(amount.trim());
  if (!match) return undefined;
  const whole = (match[2] ?? '').replace(/^0+/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  // "-0.00" is zero, not a negative amount.
  return { negative: match[1] === '-' && (whole !== '' || fraction !== ''), whole, fraction };
};

const isZero = ({ whole, fraction }: Decimal): boolean => whole === '' && fraction === '';

/** Compares two non-negative decimals digit by digit. */
const compareMagnitude = (a: Decimal, b: Decimal): -1 | 0 | 1 => {
  if (a.whole.length !== b.whole.length) return a.whole.length < b.whole.length ? -1 : 1;
  const width = Math.max(a.fraction.length, b.fraction.length);
  const left = a.whole + a.fraction.padEnd(width, '0');
  const right = b.whole + b.fraction.padEnd(width, '0');
  return left === right ? 0 : left < right ? -1 : 1;
};

const compareDecimals = (a: Decimal, b: Decimal): -1 | 0 | 1 => {
  if (a.negative !== b.negative) return a.negative ? -1 : 1;
  // Between two negatives the larger magnitude is the smaller amount.
  return a.negative ? compareMagnitude(b, a) : compareMagnitude(a, b);
};

const sameCurrency = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Whether the amount is exactly zero ("0", "0.00"); an unreadable amount is not free, so it is never skipped past payment. */
export const isFree = (money: Pick<Money, 'amount'>): boolean => {
  const decimal = readDecimal(money.amount);
  return decimal !== undefined && isZero(decimal);
};

/** -1, 0 or 1 as `a` is below, equal to or above `b`; undefined for other currencies or an unreadable amount. */
export const compareMoney = (a: Money, b: Money): -1 | 0 | 1 | undefined => {
  if (!sameCurrency(a.currency, b.currency)) return undefined;
  const left = readDecimal(a.amount);
  const right = readDecimal(b.amount);
  return left === undefined || right === undefined ? undefined : compareDecimals(left, right);
};

/** Symbols for the currencies a Chinese fair takes; others show their code ("USD 12.50"). */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { CNY: '¥', RMB: '¥' };

/**
 * The amount as a screen shows it, with at least two decimals and the digits it was given: "¥128.00",
 * "-¥5.50", "USD 12.50". An unreadable amount gives '' so a screen shows nothing rather than garbage.
 */
export const formatMoney = (money: Money): string => {
  const decimal = readDecimal(money.amount);
  if (decimal === undefined) return '';
  const digits = `${decimal.whole || '0'}.${decimal.fraction.padEnd(2, '0')}`;
  const code = money.currency.trim().toUpperCase();
  const symbol = CURRENCY_SYMBOLS[code];
  const shown = symbol === undefined ? `${code} ${digits}` : `${symbol}${digits}`;
  return decimal.negative ? `-${shown}` : shown;
};
