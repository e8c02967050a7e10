// The free-allowance meter of the booth-services basket (design exhibitor.md §5.1 rule 8): shelves and
// hanging rods are free up to the booth's allowance (10 / 20 / 30 by area, the fascia's rule), what is
// beyond is charged — by the server, which prices it; the client only counts units, never money.
import { freeFasciaItemLimit } from '../validation/fascia.input';
import type { ServiceBooth, ServiceItem, ServiceLine } from './exhibitor-services.types';

export interface AllowanceMeter {
  /** Free shelves + rods for the booth. */
  readonly limit: number;
  /** Taken by earlier orders. */
  readonly used: number;
  /** Taken by this basket, within what is left. */
  readonly inBasket: number;
  /** Free units still left after this basket. */
  readonly left: number;
  /** Shelves + rods of this basket beyond the allowance: charged (at the server's price). */
  readonly charged: number;
}

/**
 * The free shelves + rods of a booth: the server's figure, else the fascia's rule on its area — for raw
 * space too (design §5.1: 36 m² of raw space shows 30), though raw space has no fascia.
 */
export const freeItemsOf = (booth: Pick<ServiceBooth, 'areaM2'> & Partial<Pick<ServiceBooth, 'freeItems'>>): number => booth.freeItems ?? freeFasciaItemLimit(booth.areaM2);

/** How the basket's shelves and rods fall on the booth's allowance. */
export function allowanceMeter(booth: Pick<ServiceBooth, 'freeItems' | 'freeUsed'>, items: readonly Pick<ServiceItem, 'id' | 'countsAsFree'>[], lines: readonly ServiceLine[]): AllowanceMeter {
  const free = new Set(items.filter((item) => item.countsAsFree).map((item) => item.id));
  const wanted = lines.reduce((sum, line) => (free.has(line.itemId) ? sum + Math.max(0, line.quantity) : sum), 0);
  const available = Math.max(0, booth.freeItems - booth.freeUsed);
  const inBasket = Math.min(wanted, available);
  return { limit: booth.freeItems, used: Math.min(booth.freeUsed, booth.freeItems), inBasket, left: available - inBasket, charged: wanted - inBasket };
}
