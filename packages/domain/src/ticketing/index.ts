
export type { TicketType, SaleState } from './ticket-type.types';
export type {
  BasketLine,
  Quote,
  QuoteLine,
  Order,
  DeliveryAddress,
  PayChannel,
  PayStart,
  JsapiPayFields,
  PaymentStatusReply,
  UpgradeOption,
  Journal,
} from './order.types';
export type { Ticket } from './ticket.types';
export { REFUND_REASONS } from './refund.types';
export type { RefundReason, RefundPreview, RefundRequest } from './refund.types';
export { isFree, formatMoney } from './money';
export type { Money } from './money';
export { orderLabelKey, ticketLabelKey } from './status-labels';
export type { OrderAxes, TicketAxes } from './status-labels';
export { canPay, canCancel, canChange } from './order-actions';
export { showsQr, canUpgrade, canReportLoss } from './ticket-actions';
export { refundRequestErrors, canRequestRefund } from './refund-rules';
export { discountNotes } from './discount-notes';
export { WIRE_UTC_OFFSET_MINUTES } from './wire-time';
export { holdingsOf } from './holdings';
export type { Holding } from './holdings';
export { basketProblems } from './basket-rules';
export { serverClockOffset } from './server-clock';
export { orderSecondsLeft, formatCountdown } from './order-countdown';
export { paymentOutcomeOf } from './payment-outcome';
export { nextPollStep } from './payment-polling';
export { msUntilNextStep, rotatingCode } from './rotating-code';
export { keptCopyOf, keptWalletUntil, showsQrAt, ticketsToKeep, validityEnded, validityEndOf } from './kept-wallet';
export type { TicketingGateway, AttendeeDetails, BasketRequest, CreateOrderRequest, TicketScope } from './ticketing.gateway';
