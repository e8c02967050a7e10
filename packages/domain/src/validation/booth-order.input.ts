// A booth order gives a number of standard booths or a raw-space area; either may be left empty,
// neither may exceed 300 (spec §5, §9).
import { BOOTH_ORDER_MAX } from '../config/limits.constants';
import { isPositiveInteger, isPositiveNumber, toNumber } from './numeric-value';
import { Satisfies, UnlessBlank } from './rule.decorators';

const withinBoothLimit = (value: unknown): boolean => (toNumber(value) ?? 0) <= BOOTH_ORDER_MAX;

export class BoothOrderInput {
  @UnlessBlank()
  @Satisfies('positiveInteger', 'VALIDATION.NUMBER_INVALID', isPositiveInteger)
  @Satisfies('boothOrderLimit', 'VALIDATION.BOOTH_ORDER_LIMIT', withinBoothLimit)
  count?: number | string;

  @UnlessBlank()
  @Satisfies('positiveNumber', 'VALIDATION.NUMBER_INVALID', isPositiveNumber)
  @Satisfies('boothOrderLimit', 'VALIDATION.BOOTH_ORDER_LIMIT', withinBoothLimit)
  area?: number | string;
}
