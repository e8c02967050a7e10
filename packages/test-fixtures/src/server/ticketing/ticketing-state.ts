// Everything the ticketing backend knows, seeded from src/data on reset(): the catalogue, links,
// discount codes and journals, the orders, tickets and prepays, the gifts, invoice headers and invoice
// applications (issue 14), and the id sequences. The actions (checkout.ts, payment.ts, upgrades.ts,
// wallet.ts, refunds.ts, gifting/, invoicing/) work on it; every read of the clock goes through now(),
// which first does what time has made due: unpaid orders close, gifts expire, refunds settle, invoices
// are issued.
import { seedAftersales } from '../../data/aftersales.data';
import { seedJournals } from '../../data/journals.data';
import { seedTicketOrders } from '../../data/ticket-orders.data';
import { seedDiscountCodes, seedTicketLinks, seedTicketTypes } from '../../data/ticket-types.data';
import type { Clock } from '../clock';
import { GiftStore } from '../gifting/gift-store';
import { HeaderStore } from '../invoicing/invoice-headers';
import { InvoiceStore } from '../invoicing/invoice-store';
import { beijingDate } from '../kit/beijing-time';
import { IdSequence } from '../kit/id-sequence';
import type { JournalRecord } from './journals';
import { holdsSeats, isPayable, ORDER_TIMEOUT_MS, OrderStore, type OrderRecord } from './orders';
import { PrepayStore } from './prepays';
import type { DiscountCodeRecord } from './pricing';
import { settleDueRefunds } from './refund-settlement';
import { TicketStore, type TicketRecord } from './tickets';
import type { RevokedReason } from './ticketing-wire.types';
import type { TicketLink, TicketTypeRecord } from './ticket-types';
import { advanceWaitingList, WaitingListStore } from '../waitlist/waiting-store';

/** Where the order and ticket ids of this run start (seeded records use fixed ids below them). */
const ORDER_ID_BASE = 1_907_000_000_100_000_000n;
const TICKET_ID_BASE = 2_907_000_000_100_000_000n;

/** What a new order is made of; ids, number and times come from the state. */
export type NewOrder = Omit<OrderRecord, 'orderId' | 'orderNo' | 'createdAt' | 'expiresAt' | 'ticketIds' | 'refundStatus'>;

/** What a new ticket is made of; its id and issue time come from the state. */
export type NewTicket = Omit<TicketRecord, 'ticketId' | 'issuedAt' | 'issueStatus' | 'entryStatus'>;

export class TicketingState {
  catalogue: TicketTypeRecord[] = [];
  links: TicketLink[] = [];
  discountCodes: DiscountCodeRecord[] = [];
  journals: JournalRecord[] = [];
  orders = new OrderStore([]);
  tickets = new TicketStore([]);
  prepays = new PrepayStore();
  gifts = new GiftStore([]);
  headers = new HeaderStore([]);
  invoices = new InvoiceStore();
  /** The waiting lists and sale-start reminders (issue 28): open offers hold their seats (seatsTaken). */
  waitingList = new WaitingListStore();
  private orderIds = new IdSequence(ORDER_ID_BASE);
  private ticketIds = new IdSequence(TICKET_ID_BASE);
  private ordersToday = 0;

  /**
   * `ticketsIssued` hears of every ticket issued and `ticketRevoked` of every ticket revoked (gifted,
   * refunded, …), so the user's `isHaveTicket` can follow.
   */
  constructor(
    private readonly clock: Clock,
    private readonly ticketsIssued: (userId: string) => void = () => undefined,
    private readonly ticketRevoked: (userId: string) => void = () => undefined,
  ) {
    this.reset();
  }

  reset(): void {
    const now = this.clock();
    this.catalogue = seedTicketTypes(now);
    this.links = seedTicketLinks();
    this.discountCodes = seedDiscountCodes();
    this.journals = seedJournals(now);
    const seeded = seedTicketOrders(now);
    const aftersales = seedAftersales(now);
    this.orders = new OrderStore([...seeded.orders, ...aftersales.orders]);
    this.tickets = new TicketStore([...seeded.tickets, ...aftersales.tickets]);
    this.prepays = new PrepayStore();
    this.gifts = new GiftStore(aftersales.gifts);
    this.headers = new HeaderStore(aftersales.headers);
    this.invoices = new InvoiceStore();
    this.waitingList = new WaitingListStore();
    this.orderIds = new IdSequence(ORDER_ID_BASE);
    this.ticketIds = new IdSequence(TICKET_ID_BASE);
    this.ordersToday = 0;
  }

  /** The server's now, with every order that ran out closed, every gift expired and refund or invoice due settled. */
  now(): number {
    const now = this.clock();
    this.orders.expireDue(now);
    this.gifts.expireDue(now, this.tickets);
    settleDueRefunds(this, now);
    this.invoices.advanceDue(now);
    // Last: the seats the above freed go to the waiting lists.
    advanceWaitingList(this, now);
    return now;
  }

  type(ticketTypeId: string): TicketTypeRecord | undefined {
    return this.catalogue.find((t) => t.id === ticketTypeId);
  }

  /**
   * Seats taken per type, one order left out: by orders that hold them (seatsOrdered) and by the open
   * offers of the waiting lists, except the one its holder is ordering now.
   */
  seatsTaken(now: number, exceptOrderId?: string): (ticketTypeId: string) => number {
    const ordered = this.seatsOrdered(now, exceptOrderId);
    return (ticketTypeId) => ordered(ticketTypeId) + this.waitingList.held(ticketTypeId, this.waitingList.redeeming);
  }

  /** Seats taken per type by orders that hold them (paid and not refunded, or unpaid and open), one order left out. */
  seatsOrdered(now: number, exceptOrderId?: string): (ticketTypeId: string) => number {
    const taken = new Map<string, number>();
    for (const order of this.orders.every()) {
      // A refund paid back gives its seats back (issue 28: they go to the waiting list).
      if (order.kind === 'journal' || order.orderId === exceptOrderId || !holdsSeats(order, now) || order.refundStatus === 'refunded') continue;
      for (const line of order.lines) taken.set(line.ticketTypeId, (taken.get(line.ticketTypeId) ?? 0) + line.quantity);
    }
    return (ticketTypeId) => taken.get(ticketTypeId) ?? 0;
  }

  /**
   * What a user holds per type, for the per-user limit and conflicts: valid tickets and the seats of
   * their unpaid orders still open (an order being changed left out).
   */
  holdings(userId: string, exhibitionId: string, now: number, exceptOrderId?: string): Map<string, number> {
    const held = new Map<string, number>();
    const add = (ticketTypeId: string, quantity: number) => held.set(ticketTypeId, (held.get(ticketTypeId) ?? 0) + quantity);
    for (const ticket of this.tickets.ofUser(userId, exhibitionId, 'valid')) add(ticket.ticketTypeId, 1);
    for (const order of this.orders.ofUser(userId, exhibitionId)) {
      if (order.kind === 'journal' || order.orderId === exceptOrderId || !isPayable(order, now)) continue;
      for (const line of order.lines) add(line.ticketTypeId, line.quantity);
    }
    return held;
  }

  hasValidTicket(userId: string): boolean {
    return this.tickets.every().some((t) => t.userId === userId && t.issueStatus !== 'revoked');
  }

  newOrder(fields: NewOrder, now: number): OrderRecord {
    this.ordersToday += 1;
    return this.orders.add({
      ...fields,
      orderId: this.orderIds.next(),
      // Numbers the run's orders apart from the seeded ones (which end in 0xxxxx).
      orderNo: `FP${beijingDate(now)}${String(100000 + this.ordersToday)}`,
      refundStatus: 'none',
      createdAt: now,
      expiresAt: now + ORDER_TIMEOUT_MS,
      ticketIds: [],
    });
  }

  /** Revokes a ticket and lets the holder's `isHaveTicket` follow. */
  revokeTicket(ticket: TicketRecord, reason: RevokedReason, replacedBy?: string): void {
    this.tickets.revoke(ticket, reason, replacedBy);
    this.ticketRevoked(ticket.userId);
  }

  issueTicket(fields: NewTicket, now: number): TicketRecord {
    const ticket = this.tickets.add({ ...fields, ticketId: this.ticketIds.next(), issueStatus: 'issued', entryStatus: 'not_entered', issuedAt: now });
    this.ticketsIssued(ticket.userId);
    return ticket;
  }
}
