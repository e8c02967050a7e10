/**
 * @module @fairpass/domain/exhibitor-services
 */
// The public surface of @fairpass/domain/exhibitor-services: the names other packages use, nothing else.
export { SERVICE_KINDS } from './exhibitor-services.types';
export type {
  AdSlot,
  ArtworkUpload,
  InterpreterBooking,
  InterpreterDuration,
  LanguagePair,
  ReserveServiceRequest,
  ServiceBooth,
  ServiceCatalogue,
  ServiceGroup,
  ServiceItem,
  ServiceKind,
  ServiceLine,
  ServiceOrder,
} from './exhibitor-services.types';
export { allowanceMeter, freeItemsOf } from './free-allowance';
export type { AllowanceMeter } from './free-allowance';
export { basketLinesOf, basketRefusal, isBookable, maxQuantityOf, slotOpen, submissionRefusal, MAX_LINE_QUANTITY } from './service-basket';
export type { BasketRefusal } from './service-basket';
export {
  epochOfWireTime,
  hasNotice,
  interpreterRefusal,
  lastBookingMomentOf,
  INTERPRETER_COUNT,
  INTERPRETER_MIN_NOTICE_DAYS,
  INTERPRETER_NOTES_MAX,
} from './interpreter-booking';
export type { InterpreterField, InterpreterRefusal } from './interpreter-booking';
export { ordersOfKind, serviceOrderInvoiceable } from './service-orders';
export type { CatalogueRequest, ExhibitorServicesGateway } from './exhibitor-services.gateway';
