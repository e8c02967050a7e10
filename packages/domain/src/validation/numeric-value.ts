// Form inputs deliver numbers as text; the rules accept either, but only plain decimal notation
// ("1e3", "0x10" or "12abc" are typing mistakes, not numbers).
const DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

export const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !DECIMAL.test(value.trim())) return undefined;
  return Number(value.trim());
};

export const isPositiveInteger = (value: unknown): boolean => {
  const number = toNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= 1;
};

export const isNonNegativeInteger = (value: unknown): boolean => {
  const number = toNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= 0;
};

export const isPositiveNumber = (value: unknown): boolean => {
  const number = toNumber(value);
  return number !== undefined && number > 0;
};
