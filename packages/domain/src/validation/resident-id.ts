// Resident identity card number, GB 11643-1999: 6-digit region, 8-digit birth date, 3-digit sequence,
// and an ISO 7064 MOD 11-2 check character (0-9 or X). The old 15-digit cards expired in 2013, so only
// the 18-character form is accepted.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';
const SHAPE = /^\d{17}[\dX]$/;

/** Province-level prefixes of GB/T 2260 (83 is used by residence permits for Taiwan residents). */
const PROVINCE_PREFIXES = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41', '42',
  '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65', '71', '81', '82',
  '83',
]);

export const residentIdCheckCharacter = (first17: string): string => {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARACTERS[sum % 11] ?? '';
};

const isRealBirthDate = (yyyymmdd: string, today: Date): boolean => {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  const isCalendarDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isCalendarDate && date.getTime() <= today.getTime();
};

/**
 * True for a well-formed 18-character resident ID: known province, real birth date not after `today`,
 * correct check character. A lower-case x is accepted because people type it that way.
 */
export const isValidResidentId = (value: string, today: Date = new Date()): boolean => {
  const id = value.trim().toUpperCase();
  if (!SHAPE.test(id) || !PROVINCE_PREFIXES.has(id.slice(0, 2))) return false;
  if (!isRealBirthDate(id.slice(6, 14), today)) return false;
  return residentIdCheckCharacter(id.slice(0, 17)) === id[17];
};
