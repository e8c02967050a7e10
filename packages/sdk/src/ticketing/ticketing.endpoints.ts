// The ticketing area's backend endpoints (docs/endpoints.md "Ticketing"): ticket types, quotes,
// orders, payment, upgrades, the wallet's tickets and the exhibition catalogue (journal); and whole-order
// refunds ("Refunds"). Every write that makes an order, a payment, a new ticket or a refund carries an
// Idempotency-Key.
import type { Page, PageRequest } from '@fairpass/domain';
import type { SignedFile } from '@fairpass/domain/files';
import type { BasketRequest, CreateOrderRequest, DeliveryAddress, Journal, Order, OrderTab, PayChannel, PayStart, PaymentStatusReply, Quote, RefundPreview, RefundRequest, Ticket, TicketScope, TicketType, UpgradeOption } from '@fairpass/domain/ticketing';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import {
  normaliseJournals,
  normaliseOrder,
  normaliseOrderPage,
  normalisePaymentStatus,
  normalisePayStart,
  normaliseQuote,
  normaliseRefundPreview,
  normaliseTicket,
  normaliseTicketCalendarFile,
  normaliseTicketPage,
  normaliseTicketType,
  normaliseTicketTypes,
  normaliseUpgradeOptions,
} from './ticketing.normalisers';

type OrderRef = { orderId: string };
type TicketRef = { ticketId: string };

/** The ticketing area's endpoint catalogue, for `client.api.call(TICKETING_ENDPOINTS.x, input)`. */
export const TICKETING_ENDPOINTS = {
  ticketTypes: endpoint<{ exhibitionId: string; registerLinkId?: string }, TicketType[]>()(
    { method: 'GET', path: `${RC}ticketType/list` },
    normaliseTicketTypes,
  ),
  ticketType: endpoint<{ id: string }, TicketType>()({ method: 'GET', path: `${RC}ticketType/detail` }, normaliseTicketType),
  quote: endpoint<BasketRequest & { exhibitionId: string }, Quote>()({ method: 'POST', path: `${RC}order/quote` }, normaliseQuote),
  createOrder: endpoint<CreateOrderRequest, Order>()({ method: 'POST', path: `${RC}order/create`, idempotent: true }, normaliseOrder),
  changeOrder: endpoint<BasketRequest & OrderRef, Order>()({ method: 'POST', path: `${RC}order/change`, idempotent: true }, normaliseOrder),
  orders: endpoint<PageRequest & { exhibitionId: string; status?: OrderTab; orderNo?: string }, Page<Order>>()({ method: 'GET', path: `${RC}order/list` }, normaliseOrderPage),
  order: endpoint<OrderRef, Order>()({ method: 'GET', path: `${RC}order/detail` }, normaliseOrder),
  cancelOrder: endpoint<OrderRef, Order>()({ method: 'POST', path: `${RC}order/cancel`, idempotent: true }, normaliseOrder),
  payOrder: endpoint<OrderRef & { channel: PayChannel; returnUrl: string }, PayStart>()(
    { method: 'POST', path: `${RC}order/pay`, idempotent: true },
    normalisePayStart,
  ),
  paymentStatus: endpoint<OrderRef, PaymentStatusReply>()({ method: 'GET', path: `${RC}order/payStatus` }, normalisePaymentStatus),
  upgradeOptions: endpoint<TicketRef, UpgradeOption[]>()({ method: 'GET', path: `${RC}order/upgradeOptions` }, normaliseUpgradeOptions),
  upgrade: endpoint<TicketRef & { targetTicketTypeId: string }, Order>()(
    { method: 'POST', path: `${RC}order/upgrade`, idempotent: true },
    normaliseOrder,
  ),
  tickets: endpoint<PageRequest & { exhibitionId: string; scope: TicketScope }, Page<Ticket>>()(
    { method: 'GET', path: `${RC}ticket/list` },
    normaliseTicketPage,
  ),
  ticket: endpoint<TicketRef, Ticket>()({ method: 'GET', path: `${RC}ticket/detail` }, normaliseTicket),
  ticketCalendarFile: endpoint<TicketRef, SignedFile>()({ method: 'GET', path: `${RC}ticket/calendar` }, normaliseTicketCalendarFile),
  reportLoss: endpoint<TicketRef, Ticket>()({ method: 'POST', path: `${RC}ticket/reportLoss`, idempotent: true }, normaliseTicket),
  journals: endpoint<{ exhibitionId: string }, Journal[]>()({ method: 'GET', path: `${RC}journal/list` }, normaliseJournals),
  orderJournal: endpoint<{ journalId: string; quantity: number; address: DeliveryAddress }, Order>()(
    { method: 'POST', path: `${RC}journal/order`, idempotent: true },
    normaliseOrder,
  ),
  refundPreview: endpoint<OrderRef, RefundPreview>()({ method: 'GET', path: `${RC}refund/preview` }, normaliseRefundPreview),
  applyRefund: endpoint<RefundRequest, Order>()({ method: 'POST', path: `${RC}refund/apply`, idempotent: true }, normaliseOrder),
} as const;
