// The ticketing endpoints (docs/endpoints.md "Ticketing"): ticket types, quotes, orders, payment,
// upgrades, the wallet's tickets and the exhibition catalogue (journal); and whole-order refunds
// ("Gifts, complimentary tickets, refunds and invoices").
import type { DomainError, Result } from '../errors/result';
import type {
  BasketLine,
  DeliveryAddress,
  Journal,
  Order,
  PayChannel,
  PayStart,
  PaymentStatusReply,
  Quote,
  UpgradeOption,
} from '../ticketing/order.types';
import type { SignedFile } from '../files/files.types';
import type { OrderTab } from '../ticketing/order-tabs';
import type { RefundPreview, RefundRequest } from '../ticketing/refund.types';
import type { TicketType } from '../ticketing/ticket-type.types';
import type { Ticket } from '../ticketing/ticket.types';
import type { CallOptions } from '../ports/call-options';
import type { Page, PageRequest } from '../ports/page';

/** The details one ticket's holder gives, by the `prop` of the type's attendee fields. */
export interface AttendeeDetails {
  readonly ticketTypeId: string;
  readonly values: Readonly<Record<string, string>>;
}

/** A basket as the server prices it: its lines and an optional discount code. */
export interface BasketRequest {
  readonly lines: readonly BasketLine[];
  readonly discountCode?: string;
}

/** What `order/create` takes: the basket, the link it was bought through and each ticket's holder. */
export interface CreateOrderRequest extends BasketRequest {
  readonly exhibitionId: string;
  readonly registerLinkId?: string;
  readonly attendees: readonly AttendeeDetails[];
}

/** Which tickets of the wallet: those that can be used, or those revoked, replaced or used. */
export type TicketScope = 'valid' | 'history';

export interface TicketingGateway {
  /** The link's ticket types, or every public type of the exhibition without a link. */
  ticketTypes(input: { exhibitionId: string; registerLinkId?: string }, options?: CallOptions): Promise<Result<readonly TicketType[], DomainError>>;
  ticketType(id: string, options?: CallOptions): Promise<Result<TicketType, DomainError>>;
  /** Prices a basket without writing anything. */
  quote(input: BasketRequest & { exhibitionId: string }, options?: CallOptions): Promise<Result<Quote, DomainError>>;
  createOrder(input: CreateOrderRequest, options?: CallOptions): Promise<Result<Order, DomainError>>;
  /** Replaces the lines of an unpaid order. */
  changeOrder(input: BasketRequest & { orderId: string }, options?: CallOptions): Promise<Result<Order, DomainError>>;
  cancelOrder(orderId: string, options?: CallOptions): Promise<Result<Order, DomainError>>;
  /** The user's orders, newest first (lines included, attendees not): those of one status tab, and/or whose number holds `orderNo`. */
  orders(input: PageRequest & { exhibitionId: string; status?: OrderTab; orderNo?: string }, options?: CallOptions): Promise<Result<Page<Order>, DomainError>>;
  order(orderId: string, options?: CallOptions): Promise<Result<Order, DomainError>>;
  /** Starts paying an order on a channel; `returnUrl` is where the H5 cashier sends the browser back. */
  payOrder(input: { orderId: string; channel: PayChannel; returnUrl: string }, options?: CallOptions): Promise<Result<PayStart, DomainError>>;
  /** The server's view of an order's payment: what to believe after any client-side result. */
  paymentStatus(orderId: string, options?: CallOptions): Promise<Result<PaymentStatusReply, DomainError>>;
  /** The higher types a ticket can be exchanged for. */
  upgradeOptions(ticketId: string, options?: CallOptions): Promise<Result<readonly UpgradeOption[], DomainError>>;
  /** An upgrade order for the difference; the ticket is re-issued once it is paid. */
  upgrade(input: { ticketId: string; targetTicketTypeId: string }, options?: CallOptions): Promise<Result<Order, DomainError>>;
  tickets(input: PageRequest & { exhibitionId: string; scope: TicketScope }, options?: CallOptions): Promise<Result<Page<Ticket>, DomainError>>;
  ticket(ticketId: string, options?: CallOptions): Promise<Result<Ticket, DomainError>>;
  /** The ticket's days as an .ics at a signed address (no token in it), for "add to calendar" where the page cannot save a file. */
  ticketCalendarFile(ticketId: string, options?: CallOptions): Promise<Result<SignedFile, DomainError>>;
  /** Revokes a lost ticket's code and answers with the ticket issued in its place. */
  reportLoss(ticketId: string, options?: CallOptions): Promise<Result<Ticket, DomainError>>;
  journals(exhibitionId: string, options?: CallOptions): Promise<Result<readonly Journal[], DomainError>>;
  orderJournal(input: { journalId: string; quantity: number; address: DeliveryAddress }, options?: CallOptions): Promise<Result<Order, DomainError>>;
  /** Whether the whole order can be refunded now, and how much the server would pay back. */
  refundPreview(orderId: string, options?: CallOptions): Promise<Result<RefundPreview, DomainError>>;
  /** Asks for the whole order's refund; the order comes back with `refundStatus: 'pending'`. */
  applyRefund(input: RefundRequest, options?: CallOptions): Promise<Result<Order, DomainError>>;
}
