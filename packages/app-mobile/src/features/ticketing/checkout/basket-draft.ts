// The basket kept in session storage while the visitor chooses, goes to the holders' page or reloads:
// quantities and the discount code, per exhibition and user, dropped once the order is placed.
import { clearDraft, readDraft, writeDraft } from '../../../ui/form/draft-store';
import type { Quantities } from './basket-lines';

export interface BasketDraft {
  readonly quantities: Quantities;
  readonly discountCode: string;
}

const keyOf = (exhibitionId: string, userId: string) => `basket.${exhibitionId}.${userId}`;

export function readBasket(exhibitionId: string, userId: string): BasketDraft {
  const kept = readDraft(keyOf(exhibitionId, userId));
  const quantities = typeof kept.quantities === 'object' && kept.quantities !== null ? (kept.quantities as Record<string, unknown>) : {};
  return {
    quantities: Object.fromEntries(Object.entries(quantities).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && (entry[1] as number) > 0)),
    discountCode: typeof kept.discountCode === 'string' ? kept.discountCode : '',
  };
}

export const keepBasket = (exhibitionId: string, userId: string, basket: BasketDraft): void =>
  writeDraft(keyOf(exhibitionId, userId), { ...basket });

export const dropBasket = (exhibitionId: string, userId: string): void => clearDraft(keyOf(exhibitionId, userId));
