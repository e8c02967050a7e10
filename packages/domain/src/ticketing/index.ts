
export type { TicketType, SaleState } from './ticket-type.types';
export type {
  BasketLine,
  Quote,
  QuoteLine,
  Order,
  OrderHolder,
  DeliveryAddress,
  PayChannel,
  PayStart,
  JsapiPayFields,
  NativePayStart,
  PaymentStatusReply,
  UpgradeOption,
  Journal,
} from './order.types';
export type { Ticket, TicketEvent } from './ticket.types';
export { REFUND_REASONS, REFUND_REFUSALS } from './refund.types';
export type { RefundReason, RefundRefusal, RefundPreview, RefundRequest } from './refund.types';
export { isFree, formatMoney } from './money';
export type { Money } from './money';
export { orderLabelKey, ticketLabelKey } from './status-labels';
export type { OrderAxes, TicketAxes } from './status-labels';
export { canPay, canCancel, canChange, canApplyInvoice } from './order-actions';
export { ORDER_TABS, isOrderTab, isInOrderTab, orderNoMatches, orderNoQueryOf, ORDER_NO_SEARCH_MAX } from './order-tabs';
export type { OrderTab } from './order-tabs';
export { unpaidOrderOf, holdsBasketTypes } from './unpaid-order';
export { timeLeftParts, timeLeftForm } from './time-left';
export type { TimeLeftParts } from './time-left';
export { firstHolderValues } from './holder-prefill';
export type { KnownBuyer } from './holder-prefill';
export { ticketCalendarEvent } from './ticket-calendar';
export type { TicketCalendarEvent } from './ticket-calendar';
export { showsQr, canUpgrade, canReportLoss } from './ticket-actions';
export { refundRequestErrors, canRequestRefund } from './refund-rules';
export { discountNotes } from './discount-notes';
export { WIRE_UTC_OFFSET_MINUTES } from './wire-time';
export { holdingsOf } from './holdings';
export type { Holding } from './holdings';
export { basketProblems } from './basket-rules';
export { serverClockOffset } from './server-clock';
export { orderSecondsLeft, formatCountdown } from './order-countdown';
export { paymentOutcomeOf, isClaim } from './payment-outcome';
export { nextPollStep, nativePollPlan, PAYMENT_POLL_PLAN } from './payment-polling';
export type { PollPlan, PollStep } from './payment-polling';
export { msUntilNextStep, rotatingCode } from './rotating-code';
export { keptCopyOf, keptWalletUntil, showsQrAt, ticketsToKeep, validityEnded, validityEndOf } from './kept-wallet';
export type { TicketingGateway, AttendeeDetails, BasketRequest, CreateOrderRequest, TicketScope } from './ticketing.gateway';
