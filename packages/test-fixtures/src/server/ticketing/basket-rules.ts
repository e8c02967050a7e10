// The basket rules the backend enforces when it quotes and when it writes an order (pretix's lesson:
// availability shown is advisory, the limit holds when the order is written): sale window on the
// server's clock, sold out, per-order min/max (max lowered to the seats left), the per-user limit
// across all of a user's orders, and conflicts against the basket and the tickets already held.
import type { LanguageType } from '../wire.types';
import { beijingTime } from '../kit/beijing-time';
import { COMMERCE, done, refused, type Outcome } from '../kit/commerce-failure';
import type { BasketItem } from './pricing';
import { conflictsOf, remainingOf, type TicketTypeRecord } from './ticket-types';

export interface BasketContext {
  now: number;
  catalogue: readonly TicketTypeRecord[];
  /** What the user holds per type: valid tickets and the seats of their unpaid orders still open. */
  held: ReadonlyMap<string, number>;
  /** Seats of a type that orders have taken (paid, or unpaid and still open). */
  taken(ticketTypeId: string): number;
  language: LanguageType;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const quantityRefused = (type: TicketTypeRecord, max = type.maxPerOrder) =>
  refused(COMMERCE.quantityOutOfRange, `「${type.name}」每单可购 ${type.minPerOrder}–${max} 张`, `"${type.nameEn}": ${type.minPerOrder}–${max} per order`, {
    min: type.minPerOrder,
    max,
  });

/**
 * `lines` of a request as basket items, one per type (repeated types added up). Not a list, empty, or
 * naming no type of this exhibition: a plain 400; a quantity that is not a whole number ≥ 1: 4109.
 */
export function readBasket(raw: unknown, catalogue: readonly TicketTypeRecord[], exhibitionId: string): Outcome<BasketItem[]> {
  if (!Array.isArray(raw) || raw.length === 0) return refused(400, '请选择票种', 'Choose at least one ticket');
  const items = new Map<string, BasketItem>();
  for (const line of raw) {
    const id = isRecord(line) && typeof line.ticketTypeId === 'string' ? line.ticketTypeId : '';
    const type = catalogue.find((t) => t.id === id && t.exhibitionId === exhibitionId);
    if (!type) return refused(400, '票种不存在', 'Ticket type not found');
    const quantity = isRecord(line) ? line.quantity : undefined;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return quantityRefused(type);
    const item = items.get(id);
    items.set(id, { type, quantity: (item?.quantity ?? 0) + quantity });
  }
  return done([...items.values()]);
}

function lineProblem({ type, quantity }: BasketItem, context: BasketContext): Outcome<never> | undefined {
  if (context.now < type.saleStartAt) {
    const start = beijingTime(type.saleStartAt);
    return refused(COMMERCE.notOnSaleYet, `「${type.name}」将于 ${start} 开售`, `"${type.nameEn}" goes on sale at ${start}`, { saleStartTime: start });
  }
  if (context.now >= type.saleEndAt) return refused(COMMERCE.saleEnded, `「${type.name}」已停止售票`, `Sales of "${type.nameEn}" have ended`);
  const remaining = remainingOf(type, context.taken(type.id));
  if (remaining === 0) return refused(COMMERCE.soldOut, `「${type.name}」已售罄`, `"${type.nameEn}" is sold out`);
  const max = Math.min(type.maxPerOrder, remaining ?? type.maxPerOrder);
  if (quantity < type.minPerOrder || quantity > max) return quantityRefused(type, max);
  const held = context.held.get(type.id) ?? 0;
  if (type.limitPerUser !== undefined && held + quantity > type.limitPerUser) {
    return refused(
      COMMERCE.limitReached,
      `「${type.name}」每人限购 ${type.limitPerUser} 张`,
      `"${type.nameEn}" is limited to ${type.limitPerUser} per person`,
      { ticketTypeId: type.id, limit: type.limitPerUser },
    );
  }
  return undefined;
}

function conflictProblem(items: readonly BasketItem[], context: BasketContext): Outcome<never> | undefined {
  const nameOf = (type: TicketTypeRecord) => (context.language === 'en' ? type.nameEn : type.name);
  for (const { type } of items) {
    const conflicts = conflictsOf(type, context.catalogue);
    const inBasket = items.find((other) => conflicts.includes(other.type.id))?.type;
    const heldId = conflicts.find((id) => (context.held.get(id) ?? 0) > 0);
    const other = inBasket ?? context.catalogue.find((t) => t.id === heldId);
    if (other) {
      const [a, b] = [nameOf(type), nameOf(other)];
      return refused(COMMERCE.conflict, `「${a}」不能与「${b}」同时购买`, `"${a}" cannot be bought together with "${b}"`, { ticketA: a, ticketB: b });
    }
  }
  return undefined;
}

/** The basket as given, or the first rule it breaks (lines in order, then conflicts). */
export function checkBasket(items: readonly BasketItem[], context: BasketContext): Outcome<readonly BasketItem[]> {
  for (const item of items) {
    const problem = lineProblem(item, context);
    if (problem) return problem;
  }
  return conflictProblem(items, context) ?? done(items);
}
