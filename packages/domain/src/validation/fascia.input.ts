// The booth fascia (header board): the text is typed twice and the free shelves plus hanging rods
// depend on the booth area (spec §5: 10/20/30 for 9/18/27 m² or more).
import { FASCIA_FREE_ITEMS_BY_AREA } from '../config/limits.constants';
import { isNonNegativeInteger, isPositiveNumber, toNumber } from './numeric-value';
import { EqualsField, Required, Satisfies } from './rule.decorators';

/** Free shelves + hanging rods for a booth: the largest threshold the area reaches, 0 below 9 m². */
export const freeFasciaItemLimit = (areaM2: number): number =>
  FASCIA_FREE_ITEMS_BY_AREA.reduce((limit, tier) => (areaM2 >= tier.minAreaM2 ? Math.max(limit, tier.maxItems) : limit), 0);

const withinFreeAllowance = (_value: unknown, input: Record<string, unknown>): boolean => {
  const area = toNumber(input['boothArea']);
  const shelves = toNumber(input['shelves']);
  const rods = toNumber(input['hangingRods']);
  // Malformed numbers are reported by their own rules; this one only judges the total.
  if (area === undefined || area <= 0 || shelves === undefined || rods === undefined) return true;
  return shelves + rods <= freeFasciaItemLimit(area);
};

export class FasciaInput {
  @Required()
  fasciaText!: string;

  @Required()
  @EqualsField('fasciaText', 'VALIDATION.FASCIA_MISMATCH')
  fasciaTextConfirm!: string;

  @Required()
  @Satisfies('positiveNumber', 'VALIDATION.NUMBER_INVALID', isPositiveNumber)
  boothArea!: number | string;

  @Required()
  @Satisfies('nonNegativeInteger', 'VALIDATION.NUMBER_INVALID', isNonNegativeInteger)
  shelves!: number | string;

  /** The allowance error sits on the last of the two counts, where the user finishes typing. */
  @Required()
  @Satisfies('nonNegativeInteger', 'VALIDATION.NUMBER_INVALID', isNonNegativeInteger)
  @Satisfies('fasciaAllowance', 'VALIDATION.FASCIA_ITEMS_LIMIT', withinFreeAllowance)
  hangingRods!: number | string;
}
