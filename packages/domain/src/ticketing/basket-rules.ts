// The basket rules of issue 13 and spec §8, checked before anything is sent so the screen can say why
// at once: quantities, sale window, stock, per-order bounds, the per-user limit across all of a user's
// orders, and conflicts with the basket and the tickets already held. The server checks them again when
// it quotes and writes (the same codes then arrive as 4101–4109). Failures are values, never text.
import type { LanguageType } from '../config/language';
import { localizedText } from '../config/localized-text';
import { DomainError, err, ok, type Result } from '../errors/result';
import type { Holding } from './holdings';
import type { BasketLine } from './order.types';
import type { TicketType } from './ticket-type.types';
import { parseWireTime } from './wire-time';

export type BasketRuleCode =
  | 'ORDER.QUANTITY_INVALID'
  | 'ORDER.QUANTITY_OUT_OF_RANGE'
  | 'TICKET.NOT_ON_SALE'
  | 'TICKET.SALE_ENDED'
  | 'TICKET.SOLD_OUT'
  | 'TICKET.LIMIT_REACHED'
  | 'TICKET.CONFLICT';

/** A broken rule: its code, and as params the line's `ticketTypeId` plus what the message names. */
export type BasketProblem = DomainError<BasketRuleCode>;

export interface BasketContext {
  /** The ticket types on offer; a line of a type not among them is left to the server. */
  readonly types: readonly TicketType[];
  /** What the user already has (holdings.ts). */
  readonly held?: readonly Holding[];
  /** Epoch ms on the server's clock: the phone's clock plus the server's offset (server-clock.ts). */
  readonly now: number;
  /** The language the names of a conflict are given in. */
  readonly language: LanguageType;
}

type Params = Readonly<Record<string, string>>;

const problem = (code: BasketRuleCode, params?: Params): BasketProblem => new DomainError(code, undefined, undefined, params === undefined ? {} : { params });

/** A count the wire really sent: Jackson writes an absent number as -1. */
const countOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

const isWholeQuantity = (quantity: unknown): boolean => typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1;

/** One line per type, in the order the types first appear. */
const mergeLines = (lines: readonly BasketLine[]): BasketLine[] => {
  const merged = new Map<string, number>();
  for (const { ticketTypeId, quantity } of lines) merged.set(ticketTypeId, (merged.get(ticketTypeId) ?? 0) + quantity);
  return [...merged].map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity }));
};

/**
 * The times decide what has changed since the server answered (a sale that has opened since, or
 * closed); within the window the server's state stands (an organiser may close a sale early).
 */
const saleProblem = (type: TicketType, now: number): BasketProblem | undefined => {
  const start = parseWireTime(type.saleStartTime);
  const end = parseWireTime(type.saleEndTime);
  const notStarted = start !== undefined ? now < start : type.saleState === 'not_started';
  if (notStarted) {
    const startText = typeof type.saleStartTime === 'string' ? type.saleStartTime.trim() : '';
    return problem('TICKET.NOT_ON_SALE', startText === '' ? { ticketTypeId: type.id } : { ticketTypeId: type.id, saleStartTime: startText });
  }
  const ended = (end !== undefined && now >= end) || type.saleState === 'ended';
  return ended ? problem('TICKET.SALE_ENDED', { ticketTypeId: type.id }) : undefined;
};

/** The per-order bounds, the maximum lowered to the tickets left; fewer left than the minimum is sold out. */
const stockOrBoundsProblem = (type: TicketType, quantity: number): BasketProblem | undefined => {
  const remaining = countOf(type.remaining);
  const min = Math.max(countOf(type.minPerOrder) ?? 1, 1);
  if (type.saleState === 'sold_out' || remaining === 0 || (remaining !== undefined && remaining < min)) {
    return problem('TICKET.SOLD_OUT', { ticketTypeId: type.id });
  }
  const ownMax = countOf(type.maxPerOrder);
  const bounds = [ownMax !== undefined && ownMax >= min ? ownMax : undefined, remaining].filter((bound) => bound !== undefined);
  const max = bounds.length === 0 ? undefined : Math.min(...bounds);
  if (quantity >= min && (max === undefined || quantity <= max)) return undefined;
  return problem('ORDER.QUANTITY_OUT_OF_RANGE', { ticketTypeId: type.id, min: String(min), ...(max === undefined ? {} : { max: String(max) }) });
};

const limitProblem = (type: TicketType, quantity: number, heldQuantity: number): BasketProblem | undefined => {
  const limit = countOf(type.limitPerUser);
  return limit !== undefined && heldQuantity + quantity > limit ? problem('TICKET.LIMIT_REACHED', { ticketTypeId: type.id, limit: String(limit) }) : undefined;
};

/** The first rule a line breaks, in the order the user can act on: on sale at all, then how many. */
const lineProblem = (line: BasketLine, type: TicketType, context: BasketContext, heldQuantity: number): BasketProblem | undefined =>
  saleProblem(type, context.now) ?? stockOrBoundsProblem(type, line.quantity) ?? limitProblem(type, line.quantity, heldQuantity);

const conflictProblems = (basketIds: readonly string[], context: BasketContext, typesById: ReadonlyMap<string, TicketType>): BasketProblem[] => {
  const held = context.held ?? [];
  const heldIds = held.map((holding) => holding.ticketTypeId).filter((id) => !basketIds.includes(id));
  const lists = (a: string, b: string): boolean => typesById.get(a)?.conflictsWith.includes(b) ?? false;
  const nameOf = (id: string): string => {
    const named = typesById.get(id) ?? held.find((holding) => holding.ticketTypeId === id);
    return localizedText(context.language, named?.name, named?.nameEn) || id;
  };
  // Each pair once: a basket type with the basket types after it, then with what is held.
  return basketIds.flatMap((a, index) =>
    [...basketIds.slice(index + 1), ...heldIds]
      .filter((b) => b !== a && (lists(a, b) || lists(b, a)))
      .map((b) => problem('TICKET.CONFLICT', { ticketTypeId: a, ticketA: nameOf(a), ticketB: nameOf(b), conflictingTicketTypeId: b })),
  );
};

/** Every rule the basket breaks: invalid quantities, each line's first problem, then each conflicting pair. */
export const basketProblems = (lines: readonly BasketLine[], context: BasketContext): readonly BasketProblem[] => {
  if (lines.length === 0) return [problem('ORDER.QUANTITY_INVALID')];
  const invalid = lines.filter((line) => !isWholeQuantity(line.quantity));
  const valid = mergeLines(lines.filter((line) => isWholeQuantity(line.quantity)));
  const typesById = new Map(context.types.map((type) => [type.id, type]));
  const heldQuantity = (id: string): number => (context.held ?? []).filter((holding) => holding.ticketTypeId === id).reduce((sum, holding) => sum + holding.quantity, 0);
  const lineProblems = valid.flatMap((line) => {
    const type = typesById.get(line.ticketTypeId);
    const found = type === undefined ? undefined : lineProblem(line, type, context, heldQuantity(line.ticketTypeId));
    return found === undefined ? [] : [found];
  });
  return [
    ...invalid.map((line) => problem('ORDER.QUANTITY_INVALID', { ticketTypeId: line.ticketTypeId })),
    ...lineProblems,
    ...conflictProblems(
      valid.map((line) => line.ticketTypeId),
      context,
      typesById,
    ),
  ];
};

/** The basket with one line per type when it breaks no rule, else the first problem. */
export const checkBasket = (lines: readonly BasketLine[], context: BasketContext): Result<readonly BasketLine[], BasketProblem> => {
  const [first] = basketProblems(lines, context);
  return first === undefined ? ok(mergeLines(lines)) : err(first);
};
