// Stable error codes: each is worded through the catalogue's messageKey, by the zh and en texts kept
// next to the codes (`errors/error-messages.*.json`, SYSTEM.ERROR's `errors/general-failure.*.json`,
// `<area>/<area>-messages.*.json`; the app and `@fairpass/domain/messages` read the same files); no
// rule here reads a text. Codes are dotted `AREA.REASON` so logs and tests read without a lookup table.
// The shared ones (spec §7–§8, what a client needs, the forms' VALIDATION.*) are listed here; each
// business area adds its own in its folder (`<area>/<area>-errors.ts`), and the lists below are composed
// from them through area-errors.generated.ts, which names no code.
import { AREA_ERRORS } from './area-errors.generated';
import { registeredEntry } from './area-error-registry';

type Areas = typeof AREA_ERRORS;
type AreaName = keyof Areas;

/** The codes the business areas add (their `<area>-errors.ts`). */
export type AreaErrorCode = { [A in AreaName]: Extract<keyof Areas[A]['codes'], string> }[AreaName];

/** The shared failures: the request/response layer and the entry flow (spec §7–§8 plus what a client
 * needs), and what several areas meet (orders and payment, registration, a kept file, sign-in times). */
const CORE_CLIENT_ERROR_CODES = [
  'SYSTEM.ERROR',
  'LINK.INCORRECT',
  'LINK.OPEN_IN_WECHAT',
  'LINK.CLOSED',
  'DEVICE.UNSUPPORTED',
  'AUTH.UNAUTHORIZED',
  'AUTH.LOGIN_FAILED',
  'AUTH.MINI_PROGRAM_LOGIN_FAILED',
  'AUTH.SINGLE_EMPLOYEE_LOGIN',
  'AUTH.ACCOUNT_RESTRICTED',
  'AUTH.EMAIL_NOT_SUPPORTED',
  'AUTH.CODE_NEEDS_INFO_FIRST',
  'AUTH.CODE_INVALID',
  'AUTH.CODE_EXPIRED',
  'AUTH.CODE_ATTEMPTS_EXCEEDED',
  'AUTH.BAD_CREDENTIALS',
  'AUTH.REFRESH_INVALID',
  'AUTH.NO_USER',
  'CODE.TOO_FREQUENT',
  'NETWORK.TIMEOUT',
  'NETWORK.EXCEPTION',
  'SERVER.FAILURE',
  'SERVER.SILENT',
  'REQUEST.IN_FLIGHT',
  'REQUEST.ABORTED',
  'SESSION.NO_EXHIBITION',
  'REDIRECT.UNSAFE',
  'PAYMENT.CANCELLED',
  'PAYMENT.FAILED',
  'REGISTRATION.SUBMISSION_CLOSED',
  'REGISTRATION.DUPLICATE_DOCUMENT',
  'REGISTRATION.NOT_REGISTERED_NO_TICKETS',
  'CUSTOMER.NOT_FOUND',
  'LIMIT.MAX_DOCUMENTS',
  'ORDER.NOT_INVOICEABLE',
  'ORDER.EXPIRED',
  'ORDER.PRICE_CHANGED',
  'ORDER.QUANTITY_INVALID',
  'ORDER.QUANTITY_OUT_OF_RANGE',
  'ORDER.NOT_PAYABLE',
  'DOCUMENT.APPLICATION_CLOSED',
  'SIGN_IN.NOT_STARTED',
  'SIGN_IN.ENDED',
  'FILE.REFUSED',
  'FILE.LINK_EXPIRED',
  'UNKNOWN',
] as const;

/** The codes every area's `<area>-errors.ts` adds, in the areas' folder order. */
const AREA_ERROR_CODES = /* @__PURE__ */ (() => Object.values(AREA_ERRORS).flatMap((area) => Object.keys(area.codes)) as AreaErrorCode[])();

/** Failures of the request/response layer, the entry flow and the business areas. */
export const CLIENT_ERROR_CODES: readonly ClientErrorCode[] = /* @__PURE__ */ (() => [...CORE_CLIENT_ERROR_CODES, ...AREA_ERROR_CODES])();

/** Form-field failures returned by validation (spec §5 and issue 2). */
export const VALIDATION_ERROR_CODES = [
  'VALIDATION.REQUIRED',
  'VALIDATION.TOO_LONG',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.PHONE_MISMATCH',
  'VALIDATION.VERIFICATION_CODE_INVALID',
  'VALIDATION.EMAIL_INVALID',
  'VALIDATION.ACCOUNT_LENGTH',
  'VALIDATION.PASSWORD_WEAK',
  'VALIDATION.PASSWORD_MISMATCH',
  'VALIDATION.NAME_INVALID',
  'VALIDATION.GIFT_QUANTITY_INVALID',
  'VALIDATION.TRACEABILITY_CODE_INVALID',
  'VALIDATION.BOOTH_ORDER_LIMIT',
  'VALIDATION.FASCIA_MISMATCH',
  'VALIDATION.FASCIA_ITEMS_LIMIT',
  'VALIDATION.PRIVACY_NOT_ACCEPTED',
  'VALIDATION.INITIATIVE_NOT_ACCEPTED',
  'VALIDATION.ID_NUMBER_INVALID',
  'VALIDATION.CREDIT_CODE_INVALID',
  'VALIDATION.ENGLISH_ONLY',
  'VALIDATION.NUMBER_INVALID',
  'VALIDATION.ACCOUNT_INVALID',
  'VALIDATION.OUT_OF_RANGE',
  'VALIDATION.FILE_TYPE',
  'VALIDATION.FILE_TOO_LARGE',
  'VALIDATION.FILE_TOO_SMALL',
  'VALIDATION.IMAGE_DIMENSIONS',
  'VALIDATION.IMAGE_SIZE_SUGGESTED',
  'VALIDATION.BOOTH_NO_INVALID',
  'VALIDATION.BOOTH_NO_DUPLICATE',
  'VALIDATION.PERSON_DUPLICATE',
  'VALIDATION.PLATE_INVALID',
  'VALIDATION.DATE_INVALID',
  'VALIDATION.DATE_OUTSIDE_SHOW',
  'VALIDATION.DATE_ORDER',
  'VALIDATION.ROOM_BEDS_EXCEEDED',
] as const;

export type ClientErrorCode = (typeof CORE_CLIENT_ERROR_CODES)[number] | AreaErrorCode;
export type ValidationErrorCode = (typeof VALIDATION_ERROR_CODES)[number];
export type ErrorCode = ClientErrorCode | ValidationErrorCode;

/** Every code, the areas' included (whether or not their area is in use: see area-error-registry.ts). */
export const ERROR_CODES: readonly ErrorCode[] = /* @__PURE__ */ (() => [...CLIENT_ERROR_CODES, ...VALIDATION_ERROR_CODES])();

/** The codes the backend's stable failure codes mean (an HTTP 400 envelope `{code, success: false, msg,
 * data}`, docs/endpoints.md): every area's `wire` rows (its `<area>-errors.ts`); commerce-failures.ts reads
 * each wire code as one of them. */
export type CommerceFailureCode = {
  [A in AreaName]: { [W in keyof Areas[A]['wire']]: Areas[A]['wire'][W] extends { readonly code: infer C } ? C : never }[keyof Areas[A]['wire']];
}[AreaName];

/** An area's wire row may only name a known code: this fails to compile otherwise. */
const knownCodes = <C extends ClientErrorCode>(codes: readonly C[]): readonly C[] => codes;

export const COMMERCE_FAILURE_CODES = /* @__PURE__ */ (() =>
  knownCodes<CommerceFailureCode>([
    ...new Set(Object.values(AREA_ERRORS).flatMap((area) => Object.values(area.wire).map((failure: { readonly code: string }) => failure.code as CommerceFailureCode))),
  ]))();


const SHARED = /* @__PURE__ */ new Set<string>([...CORE_CLIENT_ERROR_CODES, ...VALIDATION_ERROR_CODES]);

/**
 * Narrows untrusted text (e.g. a code carried in a route parameter) to a known code: a shared one, or an
 * area's once its area is known (area-error-registry.ts; `knowAllAreaErrors()` makes them all known).
 */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (SHARED.has(value) || registeredEntry(value) !== undefined);
