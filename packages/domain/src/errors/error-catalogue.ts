// The error catalogue of spec §8 (plus what a client and its forms need): every code points at an i18n
// key; the zh and en texts are next to the codes (error-messages.*.json, SYSTEM.ERROR's in
// general-failure.*.json, an area's <area>-messages.*.json). Written out as data rather than derived from the code so a key can be
// renamed or shared without touching the stable code. The shared codes' entries are here;
// each business area's are in its own `<area>/<area>-errors.ts`, composed below.
import type { ErrorCatalogueEntry } from './area-errors';
import { AREA_ERRORS } from './area-errors.generated';
import { registeredArea, registeredEntry } from './area-error-registry';
import type { AreaErrorCode, ErrorCode } from './error-codes';

export type { ErrorCatalogueEntry } from './area-errors';

const CORE_CATALOGUE = {
  'SYSTEM.ERROR': { messageKey: 'errors.system_error' },
  'LINK.INCORRECT': { messageKey: 'errors.link_incorrect' },
  'LINK.OPEN_IN_WECHAT': { messageKey: 'errors.link_open_in_wechat' },
  'LINK.CLOSED': { messageKey: 'errors.link_closed' },
  'DEVICE.UNSUPPORTED': { messageKey: 'errors.device_unsupported' },
  'AUTH.UNAUTHORIZED': { messageKey: 'errors.auth_unauthorized' },
  'AUTH.LOGIN_FAILED': { messageKey: 'errors.auth_login_failed' },
  'AUTH.MINI_PROGRAM_LOGIN_FAILED': { messageKey: 'errors.auth_mini_program_login_failed' },
  'AUTH.SINGLE_EMPLOYEE_LOGIN': { messageKey: 'errors.auth_single_employee_login' },
  'AUTH.ACCOUNT_RESTRICTED': { messageKey: 'errors.auth_account_restricted' },
  'AUTH.EMAIL_NOT_SUPPORTED': { messageKey: 'errors.auth_email_not_supported' },
  'AUTH.CODE_NEEDS_INFO_FIRST': { messageKey: 'errors.auth_code_needs_info_first' },
  'AUTH.CODE_INVALID': { messageKey: 'errors.auth_code_invalid' },
  'AUTH.CODE_EXPIRED': { messageKey: 'errors.auth_code_expired' },
  'AUTH.CODE_ATTEMPTS_EXCEEDED': { messageKey: 'errors.auth_code_attempts_exceeded' },
  'AUTH.BAD_CREDENTIALS': { messageKey: 'errors.auth_bad_credentials' },
  'AUTH.REFRESH_INVALID': { messageKey: 'errors.auth_refresh_invalid' },
  'AUTH.NO_USER': { messageKey: 'errors.auth_no_user' },
  'CODE.TOO_FREQUENT': { messageKey: 'errors.code_too_frequent' },
  'NETWORK.TIMEOUT': { messageKey: 'errors.network_timeout' },
  'NETWORK.EXCEPTION': { messageKey: 'errors.network_exception' },
  // The server's own `msg` travels as DomainError.detail; the key is the fallback wording.
  'SERVER.FAILURE': { messageKey: 'errors.server_failure' },
  'SERVER.SILENT': { messageKey: 'errors.server_silent' },
  'REQUEST.IN_FLIGHT': { messageKey: 'errors.request_in_flight' },
  'REQUEST.ABORTED': { messageKey: 'errors.request_aborted' },
  'SESSION.NO_EXHIBITION': { messageKey: 'errors.session_no_exhibition' },
  'REDIRECT.UNSAFE': { messageKey: 'errors.redirect_unsafe' },
  'PAYMENT.CANCELLED': { messageKey: 'errors.payment_cancelled' },
  'PAYMENT.FAILED': { messageKey: 'errors.payment_failed' },
  'REGISTRATION.SUBMISSION_CLOSED': { messageKey: 'errors.registration_submission_closed' },
  'REGISTRATION.DUPLICATE_DOCUMENT': { messageKey: 'errors.registration_duplicate_document' },
  'REGISTRATION.NOT_REGISTERED_NO_TICKETS': {
    messageKey: 'errors.registration_not_registered_no_tickets',
  },
  'CUSTOMER.NOT_FOUND': { messageKey: 'errors.customer_not_found' },
  'LIMIT.MAX_DOCUMENTS': { messageKey: 'errors.limit_max_documents' },
  'ORDER.NOT_INVOICEABLE': { messageKey: 'errors.order_not_invoiceable' },
  'ORDER.EXPIRED': { messageKey: 'errors.order_expired' },
  'ORDER.PRICE_CHANGED': { messageKey: 'errors.order_price_changed' },
  'ORDER.QUANTITY_INVALID': { messageKey: 'errors.order_quantity_invalid' },
  'ORDER.QUANTITY_OUT_OF_RANGE': { messageKey: 'errors.order_quantity_out_of_range', params: ['min', 'max'] },
  'ORDER.NOT_PAYABLE': { messageKey: 'errors.order_not_payable' },
  'DOCUMENT.APPLICATION_CLOSED': { messageKey: 'errors.document_application_closed' },
  // 4511's `opensAt` (yyyy-MM-dd HH:mm:ss, Beijing time) travels as a param for the screen to show;
  // the message keeps spec §8's wording and needs none.
  'SIGN_IN.NOT_STARTED': { messageKey: 'errors.sign_in_not_started' },
  'SIGN_IN.ENDED': { messageKey: 'errors.sign_in_ended' },
  // `reason` ('type' or 'size') travels for the screen; the message names both rules.
  'FILE.REFUSED': { messageKey: 'errors.file_refused' },
  'FILE.LINK_EXPIRED': { messageKey: 'errors.file_link_expired' },
  UNKNOWN: { messageKey: 'errors.unknown' },

  'VALIDATION.REQUIRED': { messageKey: 'errors.validation_required' },
  'VALIDATION.TOO_LONG': { messageKey: 'errors.validation_too_long' },
  'VALIDATION.PHONE_INVALID': { messageKey: 'errors.validation_phone_invalid' },
  'VALIDATION.PHONE_MISMATCH': { messageKey: 'errors.validation_phone_mismatch' },
  'VALIDATION.VERIFICATION_CODE_INVALID': {
    messageKey: 'errors.validation_verification_code_invalid',
  },
  'VALIDATION.EMAIL_INVALID': { messageKey: 'errors.validation_email_invalid' },
  'VALIDATION.ACCOUNT_LENGTH': { messageKey: 'errors.validation_account_length' },
  'VALIDATION.ACCOUNT_INVALID': { messageKey: 'errors.validation_account_invalid' },
  'VALIDATION.PASSWORD_WEAK': { messageKey: 'errors.validation_password_weak' },
  'VALIDATION.PASSWORD_MISMATCH': { messageKey: 'errors.validation_password_mismatch' },
  'VALIDATION.NAME_INVALID': { messageKey: 'errors.validation_name_invalid' },
  'VALIDATION.GIFT_QUANTITY_INVALID': { messageKey: 'errors.validation_gift_quantity_invalid' },
  'VALIDATION.TRACEABILITY_CODE_INVALID': {
    messageKey: 'errors.validation_traceability_code_invalid',
  },
  'VALIDATION.BOOTH_ORDER_LIMIT': { messageKey: 'errors.validation_booth_order_limit' },
  'VALIDATION.FASCIA_MISMATCH': { messageKey: 'errors.validation_fascia_mismatch' },
  'VALIDATION.FASCIA_ITEMS_LIMIT': { messageKey: 'errors.validation_fascia_items_limit' },
  'VALIDATION.PRIVACY_NOT_ACCEPTED': { messageKey: 'errors.validation_privacy_not_accepted' },
  'VALIDATION.INITIATIVE_NOT_ACCEPTED': { messageKey: 'errors.validation_initiative_not_accepted' },
  'VALIDATION.ID_NUMBER_INVALID': { messageKey: 'errors.validation_id_number_invalid' },
  'VALIDATION.CREDIT_CODE_INVALID': { messageKey: 'errors.validation_credit_code_invalid' },
  'VALIDATION.ENGLISH_ONLY': { messageKey: 'errors.validation_english_only' },
  'VALIDATION.NUMBER_INVALID': { messageKey: 'errors.validation_number_invalid' },
  'VALIDATION.OUT_OF_RANGE': { messageKey: 'errors.validation_out_of_range' },
  'VALIDATION.FILE_TYPE': { messageKey: 'errors.validation_file_type' },
  'VALIDATION.FILE_TOO_LARGE': { messageKey: 'errors.validation_file_too_large' },
  'VALIDATION.FILE_TOO_SMALL': { messageKey: 'errors.validation_file_too_small' },
  'VALIDATION.IMAGE_DIMENSIONS': { messageKey: 'errors.validation_image_dimensions' },
  'VALIDATION.IMAGE_SIZE_SUGGESTED': { messageKey: 'errors.validation_image_size_suggested' },
  'VALIDATION.BOOTH_NO_INVALID': { messageKey: 'errors.validation_booth_no_invalid' },
  'VALIDATION.BOOTH_NO_DUPLICATE': { messageKey: 'errors.validation_booth_no_duplicate' },
  'VALIDATION.PERSON_DUPLICATE': { messageKey: 'errors.validation_person_duplicate' },
  'VALIDATION.PLATE_INVALID': { messageKey: 'errors.validation_plate_invalid' },
  'VALIDATION.DATE_INVALID': { messageKey: 'errors.validation_date_invalid' },
  'VALIDATION.DATE_OUTSIDE_SHOW': { messageKey: 'errors.validation_date_outside_show' },
  'VALIDATION.DATE_ORDER': { messageKey: 'errors.validation_date_order' },
  'VALIDATION.ROOM_BEDS_EXCEEDED': { messageKey: 'errors.validation_room_beds_exceeded' },
} as const satisfies Record<Exclude<ErrorCode, AreaErrorCode>, ErrorCatalogueEntry>;

type AreaName = keyof typeof AREA_ERRORS;

/** Every code's entry: the shared ones, then each area's (whether or not its area is in use). */
export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, ErrorCatalogueEntry>> = /* @__PURE__ */ (() =>
  Object.assign({}, CORE_CATALOGUE, ...Object.values(AREA_ERRORS).map((area) => area.codes)) as Record<ErrorCode, ErrorCatalogueEntry>)();

const SHARED: Readonly<Record<string, ErrorCatalogueEntry>> = CORE_CATALOGUE;

/** The i18n key of a code's message: a shared code's, or an area's once its area is known (else the unknown error's). */
export const messageKeyFor = (code: ErrorCode): string => (SHARED[code] ?? registeredEntry(code) ?? CORE_CATALOGUE.UNKNOWN).messageKey;

/** The business area (its folder, `packages/domain/src/<area>/`) that declares `code`, or undefined for a
 * shared code (or an area's not known yet): the app keeps an area's messages with the area and loads them with it. */
export const errorAreaOf = (code: ErrorCode): AreaName | undefined => registeredArea(code) as AreaName | undefined;
