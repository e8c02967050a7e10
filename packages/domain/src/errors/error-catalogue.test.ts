import { describe, expect, it } from 'vitest';
import { COMMERCE_FAILURES } from './commerce-failures';
import { ERROR_CATALOGUE, messageKeyFor, type ErrorCatalogueEntry } from './error-catalogue';
import { ERROR_CODES, isErrorCode, VALIDATION_ERROR_CODES, type ErrorCode } from './error-codes';
import { knowAllAreaErrors } from './all-area-errors';

// These read every area's codes and wire rows, which a program knows once its areas are in use.
knowAllAreaErrors();

describe('the error catalogue', () => {
  it('has exactly one entry per error code', () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...ERROR_CODES].sort());
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('gives every code its own i18n key under the errors namespace', () => {
    const keys = ERROR_CODES.map(messageKeyFor);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^errors\.[a-z0-9_]+$/);
  });

  // One code per message of spec §8 (and §5 hints), so the app can translate each of them.
  it.each<[string, ErrorCode, string]>([
    ['System error', 'SYSTEM.ERROR', 'errors.system_error'],
    ['the link address is incorrect', 'LINK.INCORRECT', 'errors.link_incorrect'],
    ['please use WeChat to open the link', 'LINK.OPEN_IN_WECHAT', 'errors.link_open_in_wechat'],
    ['login failed (mini-programme)', 'AUTH.MINI_PROGRAM_LOGIN_FAILED', 'errors.auth_mini_program_login_failed'],
    ['network request exception', 'NETWORK.EXCEPTION', 'errors.network_exception'],
    ['payment cancelled', 'PAYMENT.CANCELLED', 'errors.payment_cancelled'],
    ['only one employee may log in', 'AUTH.SINGLE_EMPLOYEE_LOGIN', 'errors.auth_single_employee_login'],
    ['submission of information is closed', 'REGISTRATION.SUBMISSION_CLOSED', 'errors.registration_submission_closed'],
    ['duplicate document', 'REGISTRATION.DUPLICATE_DOCUMENT', 'errors.registration_duplicate_document'],
    ['not registered, no tickets', 'REGISTRATION.NOT_REGISTERED_NO_TICKETS', 'errors.registration_not_registered_no_tickets'],
    ['account restricted', 'AUTH.ACCOUNT_RESTRICTED', 'errors.auth_account_restricted'],
    ['e-mail not supported', 'AUTH.EMAIL_NOT_SUPPORTED', 'errors.auth_email_not_supported'],
    ['complete your information before the code', 'AUTH.CODE_NEEDS_INFO_FIRST', 'errors.auth_code_needs_info_first'],
    ['ticket limit reached', 'TICKET.LIMIT_REACHED', 'errors.ticket_limit_reached'],
    ['ticket conflict', 'TICKET.CONFLICT', 'errors.ticket_conflict'],
    ['customer information not found', 'CUSTOMER.NOT_FOUND', 'errors.customer_not_found'],
    ['maximum documents', 'LIMIT.MAX_DOCUMENTS', 'errors.limit_max_documents'],
    ['maximum exhibits', 'LIMIT.MAX_EXHIBITS', 'errors.limit_max_exhibits'],
    ['maximum products', 'LIMIT.MAX_PRODUCTS', 'errors.limit_max_products'],
    ['document application closed', 'DOCUMENT.APPLICATION_CLOSED', 'errors.document_application_closed'],
    ['sign-in has not started', 'SIGN_IN.NOT_STARTED', 'errors.sign_in_not_started'],
    ['sign-in has ended', 'SIGN_IN.ENDED', 'errors.sign_in_ended'],
    ['exhibitor permission not opened', 'EXHIBITOR.PERMISSION_NOT_OPENED', 'errors.exhibitor_permission_not_opened'],
    ['discount code unsupported for the item', 'DISCOUNT.UNSUPPORTED', 'errors.discount_unsupported'],
    ['unknown error', 'UNKNOWN', 'errors.unknown'],
    // the commerce failures of issue 13
    ['payment failed', 'PAYMENT.FAILED', 'errors.payment_failed'],
    ['sold out', 'TICKET.SOLD_OUT', 'errors.ticket_sold_out'],
    ['not on sale yet', 'TICKET.NOT_ON_SALE', 'errors.ticket_not_on_sale'],
    ['sale ended', 'TICKET.SALE_ENDED', 'errors.ticket_sale_ended'],
    ['upgrade not possible', 'TICKET.NOT_UPGRADABLE', 'errors.ticket_not_upgradable'],
    ['a gifted ticket is locked', 'TICKET.LOCKED', 'errors.ticket_locked'],
    ['an unknown discount code', 'DISCOUNT.UNKNOWN', 'errors.discount_unknown'],
    ['the order expired', 'ORDER.EXPIRED', 'errors.order_expired'],
    ['the price changed', 'ORDER.PRICE_CHANGED', 'errors.order_price_changed'],
    ['a quantity that is not a positive whole number', 'ORDER.QUANTITY_INVALID', 'errors.order_quantity_invalid'],
    ["a quantity outside the type's min/max", 'ORDER.QUANTITY_OUT_OF_RANGE', 'errors.order_quantity_out_of_range'],
    ['an order that can no longer be paid', 'ORDER.NOT_PAYABLE', 'errors.order_not_payable'],
    // the gift, refund and invoice failures of issue 14
    ['more tickets than can be given', 'GIFT.NOTHING_TO_GIVE', 'errors.gift_nothing_to_give'],
    ['a gift not found', 'GIFT.NOT_FOUND', 'errors.gift_not_found'],
    ['a ticket already claimed from the gift', 'GIFT.ALREADY_CLAIMED', 'errors.gift_already_claimed'],
    ["claiming one's own gift", 'GIFT.OWN_GIFT', 'errors.gift_own_gift'],
    ['a cancelled gift', 'GIFT.CANCELLED', 'errors.gift_cancelled'],
    ['an expired gift', 'GIFT.EXPIRED', 'errors.gift_expired'],
    ['a gift with every ticket claimed', 'GIFT.ALL_CLAIMED', 'errors.gift_all_claimed'],
    ['a gift with nothing left to cancel', 'GIFT.NOTHING_TO_CANCEL', 'errors.gift_nothing_to_cancel'],
    ['a refund of an order with an entered ticket', 'REFUND.TICKET_ENTERED', 'errors.refund_ticket_entered'],
    ['a refund of an order with a gifted ticket', 'REFUND.TICKET_GIFTED', 'errors.refund_ticket_gifted'],
    ['a refund after the window', 'REFUND.WINDOW_CLOSED', 'errors.refund_window_closed'],
    ['an order that cannot be refunded', 'REFUND.NOT_REFUNDABLE', 'errors.refund_not_refundable'],
    ['an order that cannot be invoiced', 'ORDER.NOT_INVOICEABLE', 'errors.order_not_invoiceable'],
    ['an invoice already applied for', 'INVOICE.ALREADY_APPLIED', 'errors.invoice_already_applied'],
    ['an invalid invoice header', 'INVOICE.HEADER_INVALID', 'errors.invoice_header_invalid'],
    ['an invoice header not found', 'INVOICE.HEADER_NOT_FOUND', 'errors.invoice_header_not_found'],
    // the sign-up, sign-in and builder filing failures of issue 15
    ['a full session', 'CONFERENCE.SESSION_FULL', 'errors.conference_session_full'],
    ['two sessions at the same time', 'CONFERENCE.CLASH', 'errors.conference_clash'],
    ['a sign-up after the session started', 'CONFERENCE.SIGN_UP_CLOSED', 'errors.conference_sign_up_closed'],
    ['a session already signed up for', 'CONFERENCE.ALREADY_REGISTERED', 'errors.conference_already_registered'],
    ['a full activity', 'ACTIVITY.FULL', 'errors.activity_full'],
    ['a sign-in without a successful sign-up', 'SIGN_IN.NOT_REGISTERED', 'errors.sign_in_not_registered'],
    ['an unknown sign-in code', 'SIGN_IN.UNKNOWN_CODE', 'errors.sign_in_unknown_code'],
    ['a refused upload', 'FILE.REFUSED', 'errors.file_refused'],
    ['an unknown booth number', 'BUILDER.BOOTH_UNKNOWN', 'errors.builder_booth_unknown'],
    ['a booth number that is not 1–10 letters, digits or dashes', 'VALIDATION.BOOTH_NO_INVALID', 'errors.validation_booth_no_invalid'],
    ['a booth number listed twice', 'VALIDATION.BOOTH_NO_DUPLICATE', 'errors.validation_booth_no_duplicate'],
    // registering others, stay and parking (issue 16)
    ['a team over its limit', 'TEAM.TOO_LARGE', 'errors.team_too_large'],
    ['more people than beds', 'STAY.BEDS_EXCEEDED', 'errors.stay_beds_exceeded'],
    ['a plate the server refuses', 'PARKING.PLATE_INVALID', 'errors.parking_plate_invalid'],
    ['a car pass outside the show', 'PARKING.OUTSIDE_SHOW', 'errors.parking_outside_show'],
    ['a plate with a pass on those days', 'PARKING.PLATE_TAKEN', 'errors.parking_plate_taken'],
    ['a car pass that cannot be cancelled', 'PARKING.NOT_CANCELLABLE', 'errors.parking_not_cancellable'],
    ['the same person twice in a list', 'VALIDATION.PERSON_DUPLICATE', 'errors.validation_person_duplicate'],
    ['a plate that is no mainland plate', 'VALIDATION.PLATE_INVALID', 'errors.validation_plate_invalid'],
    ['a day outside the show', 'VALIDATION.DATE_OUTSIDE_SHOW', 'errors.validation_date_outside_show'],
    ['a last day before the first', 'VALIDATION.DATE_ORDER', 'errors.validation_date_order'],
    ['more people chosen than beds', 'VALIDATION.ROOM_BEDS_EXCEEDED', 'errors.validation_room_beds_exceeded'],
    // the group management and sub-account failures of issue 16
    ['someone who is not the group leader managing a group', 'GROUP.NOT_LEADER', 'errors.group_not_leader'],
    ['a leader who has not set up the group yet', 'GROUP.NOT_SET_UP', 'errors.group_not_set_up'],
    ['a mobile or document already in the group', 'GROUP.MEMBER_DUPLICATE', 'errors.group_member_duplicate'],
    ['an approved member edited', 'GROUP.MEMBER_LOCKED', 'errors.group_member_locked'],
    ['a team not of the group', 'GROUP.TEAM_UNKNOWN', 'errors.group_team_unknown'],
    ['a sub-account name already used', 'SUBACCOUNT.ACCOUNT_TAKEN', 'errors.subaccount_account_taken'],
    // invitations and traceability channels (issue 16)
    ['a traceability code already used', 'SOURCE.CODE_TAKEN', 'errors.source_code_taken'],
    ['a traceability code the server refuses', 'SOURCE.CODE_INVALID', 'errors.source_code_invalid'],
    ['a channel that is not the caller’s', 'SOURCE.NOT_FOUND', 'errors.source_not_found'],
    ['an invitation to a bad mobile or address', 'INVITE.RECIPIENT_INVALID', 'errors.invite_recipient_invalid'],
    ['an invitation to someone registered already', 'INVITE.ALREADY_REGISTERED', 'errors.invite_already_registered'],
    ['an invitation link naming nobody', 'INVITE.INVITER_UNKNOWN', 'errors.invite_inviter_unknown'],
    // known backend failures that used to arrive as SERVER.FAILURE with the backend's text
    ['a wrong verification code', 'AUTH.CODE_INVALID', 'errors.auth_code_invalid'],
    ['an expired verification code', 'AUTH.CODE_EXPIRED', 'errors.auth_code_expired'],
    ['too many wrong verification codes', 'AUTH.CODE_ATTEMPTS_EXCEEDED', 'errors.auth_code_attempts_exceeded'],
    ['a wrong account or password', 'AUTH.BAD_CREDENTIALS', 'errors.auth_bad_credentials'],
    ['a refresh token the server no longer accepts', 'AUTH.REFRESH_INVALID', 'errors.auth_refresh_invalid'],
    ['no user behind the login', 'AUTH.NO_USER', 'errors.auth_no_user'],
    ['codes requested too often', 'CODE.TOO_FREQUENT', 'errors.code_too_frequent'],
  ])('covers "%s" as %s', (_, code, key) => {
    expect(messageKeyFor(code)).toBe(key);
  });

  it('names the two tickets of a ticket conflict as message parameters', () => {
    expect(ERROR_CATALOGUE['TICKET.CONFLICT'].params).toEqual(['ticketA', 'ticketB']);
  });

  it('names the sale start and the per-order bounds as the parameters of their messages', () => {
    expect(ERROR_CATALOGUE['TICKET.NOT_ON_SALE'].params).toEqual(['saleStartTime']);
    expect(ERROR_CATALOGUE['ORDER.QUANTITY_OUT_OF_RANGE'].params).toEqual(['min', 'max']);
  });

  it('names what can still be given and the refund deadline as the parameters of their messages', () => {
    expect(ERROR_CATALOGUE['GIFT.NOTHING_TO_GIVE'].params).toEqual(['available']);
    expect(ERROR_CATALOGUE['REFUND.WINDOW_CLOSED'].params).toEqual(['deadline']);
  });

  it('names the full session, the clashing pair and the unknown booth as the parameters of their messages', () => {
    expect(ERROR_CATALOGUE['CONFERENCE.SESSION_FULL'].params).toEqual(['title']);
    expect(ERROR_CATALOGUE['CONFERENCE.CLASH'].params).toEqual(['sessionA', 'sessionB']);
    expect(ERROR_CATALOGUE['BUILDER.BOOTH_UNKNOWN'].params).toEqual(['boothNo']);
  });

  it('asks only for parameters a commerce failure carries over from the wire', () => {
    const failures: ReadonlyArray<{ code: ErrorCode; params?: readonly string[] }> = Object.values(COMMERCE_FAILURES);
    for (const { code, params = [] } of failures) {
      const entry: ErrorCatalogueEntry = ERROR_CATALOGUE[code];
      for (const name of entry.params ?? []) expect(params).toContain(name);
    }
  });

  it('keeps validation codes in their own VALIDATION namespace', () => {
    for (const code of VALIDATION_ERROR_CODES) expect(code.startsWith('VALIDATION.')).toBe(true);
    expect(VALIDATION_ERROR_CODES).toContain('VALIDATION.PHONE_INVALID');
  });

  it.each([
    ['LINK.INCORRECT', true],
    ['VALIDATION.REQUIRED', true],
    ['link.incorrect', false],
    ['', false],
    [42, false],
    [undefined, false],
  ])('recognises %j as a known code: %s', (value, expected) => {
    expect(isErrorCode(value)).toBe(expected);
  });
});
