// Ordering the exhibition catalogue: quantity and delivery address checked, the catalogue and its
// shipping priced by the server, then paid like any order (15 minutes to pay).
import type { Buyer } from '../kit/buyer';
import { COMMERCE, done, notFound, refused, type Outcome } from '../kit/commerce-failure';
import { journalLines, readJournalOrder } from './journals';
import type { OrderRecord } from './orders';
import { totalOf } from './pricing';
import type { TicketingState } from './ticketing-state';
import { saleStateOf } from './ticket-types';

const JOURNAL = { cn: '会刊', en: 'Catalogue' } as const;

export function orderJournal(state: TicketingState, buyer: Buyer, journalId: string, quantity: unknown, address: unknown): Outcome<OrderRecord> {
  const now = state.now();
  const journal = state.journals.find((j) => j.id === journalId);
  if (!journal) return notFound(JOURNAL);
  const sale = saleStateOf(journal, now);
  if (sale === 'not_started') return refused(COMMERCE.notOnSaleYet, '会刊尚未开售', 'The catalogue is not on sale yet');
  if (sale === 'ended') return refused(COMMERCE.saleEnded, '会刊已停止销售', 'Sales of the catalogue have ended');
  const request = readJournalOrder(quantity, address);
  if (!request.ok) return request;
  const lines = journalLines(journal, request.value.quantity);
  return done(
    state.newOrder(
      {
        exhibitionId: journal.exhibitionId,
        userId: buyer.userId,
        personId: buyer.personId,
        kind: 'journal',
        orderStatus: 'reserved',
        paymentStatus: 'awaiting',
        lines,
        totalFen: totalOf(lines),
        attendees: [],
        buyer: buyer.details,
        address: request.value.address,
      },
      now,
    ),
  );
}
