// Giving tickets away: the quantity is a positive whole number (spec §5).
import { isPositiveInteger } from './numeric-value';
import { Required, Satisfies } from './rule.decorators';

export class GiftTicketInput {
  @Required()
  @Satisfies('positiveInteger', 'VALIDATION.GIFT_QUANTITY_INVALID', isPositiveInteger)
  quantity!: number | string;
}
