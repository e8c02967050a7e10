import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { ApplyRefundUseCase } from './apply-refund.use-case';
import { CancelOrderUseCase } from './cancel-order.use-case';
import { ChangeOrderUseCase } from './change-order.use-case';
import { CreateOrderUseCase } from './create-order.use-case';
import { FetchOrderUseCase } from './fetch-order.use-case';
import { FetchPaymentStatusUseCase } from './fetch-payment-status.use-case';
import { FetchTicketTypeUseCase } from './fetch-ticket-type.use-case';
import { FetchTicketCalendarFileUseCase } from './fetch-ticket-calendar-file.use-case';
import { FetchTicketUseCase } from './fetch-ticket.use-case';
import { HttpTicketingGateway } from './http-ticketing.gateway';
import { ListJournalsUseCase } from './list-journals.use-case';
import { ListOrdersUseCase } from './list-orders.use-case';
import { ListTicketTypesUseCase } from './list-ticket-types.use-case';
import { ListTicketsUseCase } from './list-tickets.use-case';
import { ListUpgradeOptionsUseCase } from './list-upgrade-options.use-case';
import { OrderJournalUseCase } from './order-journal.use-case';
import { PayOrderUseCase } from './pay-order.use-case';
import { PreviewRefundUseCase } from './preview-refund.use-case';
import { QuoteUseCase } from './quote.use-case';
import { ReadWalletTicketUseCase } from './read-wallet-ticket.use-case';
import { ReadWalletUseCase } from './read-wallet.use-case';
import { ReportLostTicketUseCase } from './report-lost-ticket.use-case';
import { TICKETING_TOKENS } from './ticketing.tokens';
import { UpgradeTicketUseCase } from './upgrade-ticket.use-case';
import { WalletCopy } from './wallet-copy';

/** The ticketing area's operations, by the names callers use. */
export const TICKETING_OPERATIONS = {
  listTicketTypes: ListTicketTypesUseCase,
  fetchTicketType: FetchTicketTypeUseCase,
  quote: QuoteUseCase,
  createOrder: CreateOrderUseCase,
  changeOrder: ChangeOrderUseCase,
  cancelOrder: CancelOrderUseCase,
  listOrders: ListOrdersUseCase,
  fetchOrder: FetchOrderUseCase,
  payOrder: PayOrderUseCase,
  fetchPaymentStatus: FetchPaymentStatusUseCase,
  listUpgradeOptions: ListUpgradeOptionsUseCase,
  upgradeTicket: UpgradeTicketUseCase,
  listTickets: ListTicketsUseCase,
  fetchTicket: FetchTicketUseCase,
  readWallet: ReadWalletUseCase,
  readWalletTicket: ReadWalletTicketUseCase,
  fetchTicketCalendarFile: FetchTicketCalendarFileUseCase,
  reportLostTicket: ReportLostTicketUseCase,
  listJournals: ListJournalsUseCase,
  orderJournal: OrderJournalUseCase,
  previewRefund: PreviewRefundUseCase,
  applyRefund: ApplyRefundUseCase,
} as const;

/** The ticketing area: ticket types, quotes, orders, WeChat Pay, upgrades, the wallet, the catalogue and refunds. */
export const ticketingArea = defineArea({
  name: 'ticketing',
  module: new ContainerModule(({ bind }) => {
    bind(TICKETING_TOKENS.Gateway).to(HttpTicketingGateway).inSingletonScope();
    bind(WalletCopy).toSelf().inSingletonScope();
  }),
  operations: TICKETING_OPERATIONS,
});
