/**
 * The ticketing area: ticket types, quotes, orders, WeChat Pay (JSAPI and H5), upgrades, the wallet's
 * tickets (with the copy a phone keeps for the gate), the exhibition catalogue and whole-order refunds.
 * @module @fairpass/sdk/ticketing
 */
// @fairpass/sdk/ticketing — the ticketing area (issue 13). Loaded into a client on first use:
//
//   import { getTicketing } from '@fairpass/sdk/ticketing';
//   const ticketing = getTicketing(client);
//   const quote = await ticketing.quote.execute({ lines: [{ ticketTypeId, quantity: 1 }], discountCode: 'FAIR2026' });
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { TICKETING_OPERATIONS } from './ticketing.area';

export type { TICKETING_OPERATIONS } from './ticketing.area';

/** The ticketing area's operations; each `execute()` resolves to a `Result`. */
export type TicketingApi = AreaOperations<typeof TICKETING_OPERATIONS>;

const NAMES = {
  listTicketTypes: true,
  fetchTicketType: true,
  quote: true,
  createOrder: true,
  changeOrder: true,
  cancelOrder: true,
  listOrders: true,
  fetchOrder: true,
  payOrder: true,
  fetchPaymentStatus: true,
  listUpgradeOptions: true,
  upgradeTicket: true,
  listTickets: true,
  fetchTicket: true,
  readWallet: true,
  readWalletTicket: true,
  fetchTicketCalendarFile: true,
  reportLostTicket: true,
  listJournals: true,
  orderJournal: true,
  previewRefund: true,
  applyRefund: true,
} as const satisfies OperationNames<typeof TICKETING_OPERATIONS>;

/** The ticketing area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getTicketing(client: FairpassClient): TicketingApi {
  return lazyArea(client, { name: 'ticketing', operations: NAMES, load: async () => (await import('./ticketing.area')).ticketingArea });
}

export { TICKETING_ENDPOINTS } from './ticketing.endpoints';
export { ListTicketTypesUseCase, type ListTicketTypesInput } from './list-ticket-types.use-case';
export { FetchTicketTypeUseCase } from './fetch-ticket-type.use-case';
export { QuoteUseCase, type QuoteInput } from './quote.use-case';
export { CreateOrderUseCase, type CreateOrderInput } from './create-order.use-case';
export { ChangeOrderUseCase, type ChangeOrderInput } from './change-order.use-case';
export { CancelOrderUseCase } from './cancel-order.use-case';
export { ListOrdersUseCase, type ListOrdersInput } from './list-orders.use-case';
export { FetchOrderUseCase } from './fetch-order.use-case';
export { PayOrderUseCase, type PayOrderInput } from './pay-order.use-case';
export { FetchPaymentStatusUseCase } from './fetch-payment-status.use-case';
export { ListUpgradeOptionsUseCase } from './list-upgrade-options.use-case';
export { UpgradeTicketUseCase } from './upgrade-ticket.use-case';
export { ListTicketsUseCase, type ListTicketsInput } from './list-tickets.use-case';
export { FetchTicketUseCase } from './fetch-ticket.use-case';
export { ReadWalletUseCase, type WalletPage, type WalletAnswer, type KeptAnswer, type KeptBecause } from './read-wallet.use-case';
export { ReadWalletTicketUseCase, type WalletTicketAnswer } from './read-wallet-ticket.use-case';
export { FetchTicketCalendarFileUseCase } from './fetch-ticket-calendar-file.use-case';
export { ReportLostTicketUseCase } from './report-lost-ticket.use-case';
export { ListJournalsUseCase } from './list-journals.use-case';
export { OrderJournalUseCase, type OrderJournalInput } from './order-journal.use-case';
export { PreviewRefundUseCase } from './preview-refund.use-case';
export { ApplyRefundUseCase, REFUND_REASON_MAX_LENGTH } from './apply-refund.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { BASKET_FAILURES } from './ticketing.operation';
export { APPLY_REFUND_ERRORS, REFUND_FAILURES } from './apply-refund.use-case';
export { CANCEL_ORDER_ERRORS } from './cancel-order.use-case';
export { CHANGE_ORDER_ERRORS } from './change-order.use-case';
export { CREATE_ORDER_ERRORS } from './create-order.use-case';
export { FETCH_ORDER_ERRORS } from './fetch-order.use-case';
export { FETCH_PAYMENT_STATUS_ERRORS } from './fetch-payment-status.use-case';
export { FETCH_TICKET_ERRORS } from './fetch-ticket.use-case';
export { FETCH_TICKET_CALENDAR_FILE_ERRORS } from './fetch-ticket-calendar-file.use-case';
export { FETCH_TICKET_TYPE_ERRORS } from './fetch-ticket-type.use-case';
export { LIST_JOURNALS_ERRORS } from './list-journals.use-case';
export { LIST_ORDERS_ERRORS } from './list-orders.use-case';
export { LIST_TICKET_TYPES_ERRORS } from './list-ticket-types.use-case';
export { LIST_TICKETS_ERRORS } from './list-tickets.use-case';
export { LIST_UPGRADE_OPTIONS_ERRORS } from './list-upgrade-options.use-case';
export { ORDER_JOURNAL_ERRORS } from './order-journal.use-case';
export { PAY_ORDER_ERRORS } from './pay-order.use-case';
export { PREVIEW_REFUND_ERRORS } from './preview-refund.use-case';
export { QUOTE_ERRORS } from './quote.use-case';
export { READ_WALLET_ERRORS } from './read-wallet.use-case';
export { READ_WALLET_TICKET_ERRORS } from './read-wallet-ticket.use-case';
export { REPORT_LOST_TICKET_ERRORS } from './report-lost-ticket.use-case';
export { UPGRADE_TICKET_ERRORS } from './upgrade-ticket.use-case';
