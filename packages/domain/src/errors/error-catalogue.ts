// The error catalogue of spec §8 (plus what a client and its forms need): every code points at an i18n
// key; the app holds the zh and en texts. Written out as data rather than derived from the code so a
// key can be renamed or shared without touching the stable code.
import type { ErrorCode } from './error-codes';

export type ErrorCatalogueEntry = {
  /** i18n key under the app's `errors` namespace. */
  readonly messageKey: string;
  /** Named interpolation parameters the message expects, e.g. the two tickets of a conflict. */
  readonly params?: readonly string[];
};

export const ERROR_CATALOGUE = {
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
  'REDIRECT.UNSAFE': { messageKey: 'errors.redirect_unsafe' },
  'PAYMENT.CANCELLED': { messageKey: 'errors.payment_cancelled' },
  'PAYMENT.FAILED': { messageKey: 'errors.payment_failed' },
  'REGISTRATION.SUBMISSION_CLOSED': { messageKey: 'errors.registration_submission_closed' },
  'REGISTRATION.DUPLICATE_DOCUMENT': { messageKey: 'errors.registration_duplicate_document' },
  'REGISTRATION.NOT_REGISTERED_NO_TICKETS': {
    messageKey: 'errors.registration_not_registered_no_tickets',
  },
  'TICKET.LIMIT_REACHED': { messageKey: 'errors.ticket_limit_reached' },
  'TICKET.CONFLICT': { messageKey: 'errors.ticket_conflict', params: ['ticketA', 'ticketB'] },
  'TICKET.SOLD_OUT': { messageKey: 'errors.ticket_sold_out' },
  // The start time as the wire writes it (yyyy-MM-dd HH:mm:ss, Beijing time).
  'TICKET.NOT_ON_SALE': { messageKey: 'errors.ticket_not_on_sale', params: ['saleStartTime'] },
  'TICKET.SALE_ENDED': { messageKey: 'errors.ticket_sale_ended' },
  'TICKET.NOT_UPGRADABLE': { messageKey: 'errors.ticket_not_upgradable' },
  'TICKET.LOCKED': { messageKey: 'errors.ticket_locked' },
  'CUSTOMER.NOT_FOUND': { messageKey: 'errors.customer_not_found' },
  'LIMIT.MAX_DOCUMENTS': { messageKey: 'errors.limit_max_documents' },
  'LIMIT.MAX_EXHIBITS': { messageKey: 'errors.limit_max_exhibits' },
  'LIMIT.MAX_PRODUCTS': { messageKey: 'errors.limit_max_products' },
  'DISCOUNT.UNSUPPORTED': { messageKey: 'errors.discount_unsupported' },
  'DISCOUNT.UNKNOWN': { messageKey: 'errors.discount_unknown' },
  'ORDER.NOT_INVOICEABLE': { messageKey: 'errors.order_not_invoiceable' },
  'ORDER.EXPIRED': { messageKey: 'errors.order_expired' },
  'ORDER.PRICE_CHANGED': { messageKey: 'errors.order_price_changed' },
  'ORDER.QUANTITY_INVALID': { messageKey: 'errors.order_quantity_invalid' },
  'ORDER.QUANTITY_OUT_OF_RANGE': { messageKey: 'errors.order_quantity_out_of_range', params: ['min', 'max'] },
  'ORDER.NOT_PAYABLE': { messageKey: 'errors.order_not_payable' },
  // Gifts, refunds and invoices (issue 14). An invoice refusal's reason and an existing application's id
  // travel as params for the screen to use; the messages themselves need none.
  'GIFT.NOTHING_TO_GIVE': { messageKey: 'errors.gift_nothing_to_give', params: ['available'] },
  'GIFT.NOT_FOUND': { messageKey: 'errors.gift_not_found' },
  'GIFT.ALREADY_CLAIMED': { messageKey: 'errors.gift_already_claimed' },
  'GIFT.OWN_GIFT': { messageKey: 'errors.gift_own_gift' },
  'GIFT.CANCELLED': { messageKey: 'errors.gift_cancelled' },
  'GIFT.EXPIRED': { messageKey: 'errors.gift_expired' },
  'GIFT.ALL_CLAIMED': { messageKey: 'errors.gift_all_claimed' },
  'GIFT.NOTHING_TO_CANCEL': { messageKey: 'errors.gift_nothing_to_cancel' },
  'REFUND.TICKET_ENTERED': { messageKey: 'errors.refund_ticket_entered' },
  'REFUND.TICKET_GIFTED': { messageKey: 'errors.refund_ticket_gifted' },
  // The window's end as the wire writes it (yyyy-MM-dd HH:mm:ss, Beijing time).
  'REFUND.WINDOW_CLOSED': { messageKey: 'errors.refund_window_closed', params: ['deadline'] },
  'REFUND.NOT_REFUNDABLE': { messageKey: 'errors.refund_not_refundable' },
  'INVOICE.ALREADY_APPLIED': { messageKey: 'errors.invoice_already_applied' },
  'INVOICE.HEADER_INVALID': { messageKey: 'errors.invoice_header_invalid' },
  'INVOICE.HEADER_NOT_FOUND': { messageKey: 'errors.invoice_header_not_found' },
  // The saved header it would copy: its title named in the message, its id for the screen.
  'INVOICE.HEADER_DUPLICATE': { messageKey: 'errors.invoice_header_duplicate', params: ['title'] },
  'DOCUMENT.APPLICATION_CLOSED': { messageKey: 'errors.document_application_closed' },
  // 4511's `opensAt` (yyyy-MM-dd HH:mm:ss, Beijing time) travels as a param for the screen to show;
  // the message keeps spec §8's wording and needs none.
  'SIGN_IN.NOT_STARTED': { messageKey: 'errors.sign_in_not_started' },
  'SIGN_IN.ENDED': { messageKey: 'errors.sign_in_ended' },
  // Sign-ups, sign-in at the door and the builder filing (issue 15). The session titles of a clash come in
  // the request's language.
  'CONFERENCE.SESSION_FULL': { messageKey: 'errors.conference_session_full', params: ['title'] },
  'CONFERENCE.CLASH': { messageKey: 'errors.conference_clash', params: ['sessionA', 'sessionB'] },
  'CONFERENCE.SIGN_UP_CLOSED': { messageKey: 'errors.conference_sign_up_closed' },
  'CONFERENCE.ALREADY_REGISTERED': { messageKey: 'errors.conference_already_registered' },
  'ACTIVITY.FULL': { messageKey: 'errors.activity_full' },
  'SIGN_IN.NOT_REGISTERED': { messageKey: 'errors.sign_in_not_registered' },
  'SIGN_IN.UNKNOWN_CODE': { messageKey: 'errors.sign_in_unknown_code' },
  // `reason` ('type' or 'size') travels for the screen; the message names both rules.
  'FILE.REFUSED': { messageKey: 'errors.file_refused' },
  'BUILDER.BOOTH_UNKNOWN': { messageKey: 'errors.builder_booth_unknown', params: ['boothNo'] },
  // Registering others, stay and parking (issue 16). The team's limit, a room's beds, the show's days and
  // the refused plate travel as params.
  'TEAM.TOO_LARGE': { messageKey: 'errors.team_too_large', params: ['max'] },
  'STAY.BEDS_EXCEEDED': { messageKey: 'errors.stay_beds_exceeded', params: ['beds'] },
  'PARKING.PLATE_INVALID': { messageKey: 'errors.parking_plate_invalid', params: ['plateNumber'] },
  'PARKING.OUTSIDE_SHOW': { messageKey: 'errors.parking_outside_show', params: ['firstDay', 'lastDay'] },
  'PARKING.PLATE_TAKEN': { messageKey: 'errors.parking_plate_taken', params: ['plateNumber'] },
  'PARKING.NOT_CANCELLABLE': { messageKey: 'errors.parking_not_cancellable' },
  // Group management and sub-accounts (issue 16). A duplicate's `field` ('phone' or 'idNumber') and a taken
  // account's name travel for the screen; the messages name both.
  'GROUP.NOT_LEADER': { messageKey: 'errors.group_not_leader' },
  'GROUP.NOT_SET_UP': { messageKey: 'errors.group_not_set_up' },
  'GROUP.MEMBER_DUPLICATE': { messageKey: 'errors.group_member_duplicate' },
  'GROUP.MEMBER_LOCKED': { messageKey: 'errors.group_member_locked' },
  'GROUP.TEAM_UNKNOWN': { messageKey: 'errors.group_team_unknown' },
  'SUBACCOUNT.ACCOUNT_TAKEN': { messageKey: 'errors.subaccount_account_taken', params: ['account'] },
  // Invitations and traceability channels (issue 16). A taken code names itself in the message.
  'SOURCE.CODE_TAKEN': { messageKey: 'errors.source_code_taken', params: ['code'] },
  'SOURCE.CODE_INVALID': { messageKey: 'errors.source_code_invalid' },
  'SOURCE.NOT_FOUND': { messageKey: 'errors.source_not_found' },
  'INVITE.RECIPIENT_INVALID': { messageKey: 'errors.invite_recipient_invalid' },
  'INVITE.ALREADY_REGISTERED': { messageKey: 'errors.invite_already_registered' },
  'INVITE.INVITER_UNKNOWN': { messageKey: 'errors.invite_inviter_unknown' },
  // The trade-fair lead tool (issue 17). An active package's type and end, and a taken staff mobile,
  // travel as params; the messages name them where it helps.
  'LEADS.NO_PACKAGE': { messageKey: 'errors.leads_no_package' },
  'LEADS.NOT_ADMIN': { messageKey: 'errors.leads_not_admin' },
  'LEADS.LEAD_INVALID': { messageKey: 'errors.leads_lead_invalid' },
  'LEADS.PACKAGE_ACTIVE': { messageKey: 'errors.leads_package_active', params: ['periodEnd'] },
  'LEADS.TRANSFER_PENDING': { messageKey: 'errors.leads_transfer_pending' },
  'LEADS.STAFF_TAKEN': { messageKey: 'errors.leads_staff_taken', params: ['phone'] },
  'LEADS.STAFF_NOT_ALLOWED': { messageKey: 'errors.leads_staff_not_allowed' },
  'FILE.LINK_EXPIRED': { messageKey: 'errors.file_link_expired' },
  // A sold-out type's waiting list and a sale-start reminder (issue 28).
  'WAITING.SEATS_AVAILABLE': { messageKey: 'errors.waiting_seats_available' },
  'WAITING.NOT_ON_SALE_YET': { messageKey: 'errors.waiting_not_on_sale_yet' },
  'WAITING.ALREADY_ON_SALE': { messageKey: 'errors.waiting_already_on_sale' },
  'WAITING.ALREADY_JOINED': { messageKey: 'errors.waiting_already_joined' },
  'WAITING.NOT_FOUND': { messageKey: 'errors.waiting_not_found' },
  'WAITING.CLOSED': { messageKey: 'errors.waiting_closed' },
  'WAITING.OFFER_EXPIRED': { messageKey: 'errors.waiting_offer_expired' },
  'EXHIBITOR.PERMISSION_NOT_OPENED': { messageKey: 'errors.exhibitor_permission_not_opened' },
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
} as const satisfies Record<ErrorCode, ErrorCatalogueEntry>;

export const messageKeyFor = (code: ErrorCode): string => ERROR_CATALOGUE[code].messageKey;
