// Mainland Chinese licence plates (GA 36-2018): a province's character, the city's letter, then five
// characters on an ordinary (blue or yellow) plate, or six on a new-energy (green) plate — a small car's
// starts with its energy letter (D/A/B/C/E: electric, F/G/H/J/K: hybrid; the first letters were D and
// F, the others were added in 2021), a large vehicle's ends with D or F. I and O never appear (they read
// as 1 and 0). An ordinary plate may end in 学 (learner), 警 (police), 港 / 澳 (Guangdong cars of Hong
// Kong and Macau) or 挂 (trailer).

/** The provinces' characters that start a plate. */
export const PLATE_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';

const LETTER = 'A-HJ-NP-Z';
const HEAD = `[${PLATE_PROVINCES}][${LETTER}]`;
const ORDINARY = new RegExp(`^${HEAD}[${LETTER}0-9]{4}[${LETTER}0-9学警港澳挂]$`);
const NEW_ENERGY_SMALL = new RegExp(`^${HEAD}[A-HJK][${LETTER}0-9]\\d{4}$`);
const NEW_ENERGY_LARGE = new RegExp(`^${HEAD}\\d{5}[DF]$`);

/** Separators people type or copy from a plate (粤B·12345, 粤B 12345, 粤B-12345). */
const SEPARATORS = /[\s·•・.-]/g;

/** A plate as compared and kept: full-width letters and digits made plain, capitals, no separators. */
export const normalisePlate = (value: string): string => value.normalize('NFKC').replace(SEPARATORS, '').toUpperCase();

/** What the plate is, or undefined when it is no mainland plate. */
export function plateKindOf(value: unknown): 'ordinary' | 'newEnergy' | undefined {
  if (typeof value !== 'string') return undefined;
  const plate = normalisePlate(value);
  if (ORDINARY.test(plate)) return 'ordinary';
  if (NEW_ENERGY_SMALL.test(plate) || NEW_ENERGY_LARGE.test(plate)) return 'newEnergy';
  return undefined;
}

/** Whether the value is a mainland plate, ordinary or new-energy. */
export const isPlateNumber = (value: unknown): boolean => plateKindOf(value) !== undefined;
