// The backend's check of a mainland licence plate (GA 36-2018): a province's character and the city's
// letter, then five characters (an ordinary plate, which may end in 学 警 港 澳 挂) or six (a new-energy
// plate: a small car's starting with one of A–K but I, a large vehicle's ending in D or F). No I or O.
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const L = 'A-HJ-NP-Z';
const ORDINARY = new RegExp(`^[${PROVINCES}][${L}][${L}0-9]{4}[${L}0-9学警港澳挂]$`);
const NEW_ENERGY = new RegExp(`^[${PROVINCES}][${L}](?:[A-HJK][${L}0-9]\\d{4}|\\d{5}[DF])$`);

/** The plate as kept: NFKC, capitals, without spaces, dots or dashes. */
export const normalisedPlate = (value: string): string => value.normalize('NFKC').replace(/[\s·•・.-]/g, '').toUpperCase();

/** The plate's kind, or undefined when it is no mainland plate. */
export function plateKind(value: string): 'ordinary' | 'newEnergy' | undefined {
  const plate = normalisedPlate(value);
  if (ORDINARY.test(plate)) return 'ordinary';
  return NEW_ENERGY.test(plate) ? 'newEnergy' : undefined;
}
