/**
 * fairpass's business rules and the types every SDK result uses (`Result`, `DomainError`, …).
 * @module @fairpass/domain
 */

// identities
export { REGISTER_TYPES } from './identity/register-type';
export type { UserInfo } from './identity/user-info';
export type { ExhibitorInfo } from './identity/exhibitor-info';

// entry links and gates
export { parseEntryLink } from './entry/parse-entry-link';
export type { EntryContext } from './entry/parse-entry-link';
export { LINK_PARAM_NAMES } from './entry/link-params';
export type { LinkParams } from './entry/link-params';
export { OPENID_STATE_PARAM, publicLinkParams, publicQuery, withoutLinkCredentials } from './entry/link-credentials';
export { shareLinkOf } from './entry/share-link';
export { DEFAULT_ENTRY_PATH, ENTRY_TARGETS } from './entry/entry-route.table';
export { localizedField, localizedText, readsIn } from './config/localized-text';
export { detectEnvironment } from './entry/environment';
export type { Environment } from './entry/environment';
export { ROUTE_PATHS } from './routes/route-paths';
export type { RoutePath } from './routes/route-paths';
export { policyOfRoute } from './routes/route-catalogue';
export { hrefOf } from './routes/route-href';
export type { PlainRoutePath } from './routes/route-href';
export { policyOf } from './routes/route-access';
export { loginScreenOf, EXHIBITOR_LOGIN_PATH } from './routes/login-screen';
export { checkEntryGates } from './entry/entry-gates';

// next step and titles
export { decideNextStep, NEXT_STEP_TARGETS } from './next-step/decide-next-step';
export { isSafeRedirect, httpOriginOf } from './next-step/safe-redirect';
export { nextStepAfterAutoLogin } from './next-step/auto-login';
export { LOGIN_TARGET_PARAM, isInAppAddress, loginTargetOf } from './next-step/login-target';
export type { LoginTarget } from './next-step/login-target';
export { afterLoginChoice } from './next-step/after-login-choice';
export type { AfterLoginChoice } from './next-step/after-login-choice';
export type { NextStep } from './next-step/next-step.types';
export { pageTitle } from './title/page-title';

// config and §9 constants
export { isOn } from './config/switch';
export { DEFAULT_LANGUAGE, toLanguageType, loginModeFor, loginWaysFor } from './config/language';
export type { LanguageType, LoginWay } from './config/language';
export type { FunctionConfig, RegistrationTypeOption } from './config/function-config';
export { resolveTheme } from './config/theme';
export { contrastRatio, readableTextOn, textColourOn } from './config/colour-contrast';
export type { PageConfig, SysConfig, Theme } from './config/theme';
export { EXHIBITION_UTC_OFFSET_MINUTES, formatDate, parseWallClock } from './config/date-format';
export {
  REQUEST_TIMEOUT_MS,
  WRITE_TIMEOUT_MS,
  SLOW_WRITE_NOTICE_MS,
  UPLOAD_TIMEOUT_MS,
  LOGOUT_SERVER_WAIT_MS,
  OPENID_REFRESH_SECONDS,
  CLICK_DEBOUNCE_MS,
  RESEND_WAIT_SECONDS,
  isOpenidStale,
} from './config/timing.constants';
export { TRACEABILITY_CODE_MAX_LENGTH, REVIEW_WORKING_DAYS, SUPPORT_HOURS } from './config/limits.constants';
export { STORAGE_KEYS, STORAGE_AREA_OF, DRAFT_KEY_PREFIX, RESEND_AT_KEY_PREFIX } from './config/storage-keys';
export type { StorageKey, StorageArea } from './config/storage-keys';
export type { FormField, FormFieldType, DictionaryItem } from './config/form-field';
export type { Questionnaire, QuestionnaireIndex, Question, QuestionnaireAnswer } from './config/questionnaire';

// ports
export type { StoragePort } from './ports/storage.port';
export type { ClockPort } from './ports/clock.port';
export type { NavigatorPort, RouteQuery } from './ports/navigator.port';
export type { WeChatPort, ShareData } from './ports/wechat.port';
export type { WeChatGateway, JsSdkSignature } from './ports/wechat.gateway';
export type {
  AuthGateway,
  AuthToken,
  TokenGrant,
  TokenRequestContext,
  SendVerificationCodeInput,
  ResetPasswordInput,
  UpdatePasswordInput,
} from './ports/auth.gateway';
export type { ConfigGateway, ExhibitionScope } from './ports/config.gateway';
export type { DictionaryGateway } from './ports/dictionary.gateway';
export type { SystemGateway } from './ports/system.gateway';
export type { ContentGateway, Article } from './ports/content.gateway';
export type { LogGateway, BuryEvent, RegisterLogInput } from './ports/log.gateway';
export type { ShareGateway, InvitationLinkInfo } from './ports/share.gateway';
export type { ExhibitorGateway } from './ports/exhibitor.gateway';
export type { UserGateway, RegisterLinkInput } from './ports/user.gateway';
export type { RegistrationGateway, UploadFile, BusinessCardScan, FormValues } from './ports/registration.gateway';
export type { CallOptions, AbortSignalLike } from './ports/call-options';

// errors and responses
export { DomainError, isDomainError, ok, err, withRequestFacts, requestFactsOf } from './errors/result';
export type { Err, Result, RequestFacts } from './errors/result';
export { writeMayHaveHappened, isInFlightReply, IN_FLIGHT_RETRY_AFTER_MS } from './errors/write-outcome';
export { ERROR_CODES, isErrorCode } from './errors/error-codes';
export { READ_ERROR_CODES, TRANSPORT_ERROR_CODES, TOKEN_FAILURE_CODES, CODE_SENDING_FAILURE_CODES } from './errors/error-code-groups';
export type { ErrorCode, ValidationErrorCode } from './errors/error-codes';
export { messageKeyFor, errorAreaOf } from './errors/error-catalogue';
export { registerAreaErrors, areaErrorsArriving, expectAreaErrors } from './errors/area-error-registry';
export { knowAllAreaErrors } from './errors/all-area-errors';
export { loadAllAreaErrors } from './errors/area-errors-loader';
export { classifyResponse, REFUSAL_CODE_OF_KIND } from './errors/classify-response';
export { errorFromResponse } from './errors/error-from-response';
export type { FailedResponse } from './errors/error-from-response';

// validation
export { validateInput } from './validation/validate-input';
export type { FieldErrors } from './validation/validate-input';
export { validateFormValues } from './validation/validate-form-values';
export { validateFile } from './validation/validate-file';
export { FILE_RULES } from './validation/file-rules';
export type { FileRule } from './validation/file-rules';
export { isValidResidentId } from './validation/resident-id';
export { internationalNumber, whatsAppLoginErrors } from './validation/whatsapp-number';
export { codeChannelFor } from './validation/code-channel';
export { isValidCreditCode } from './validation/credit-code';
export {
  ACCOUNT_LENGTH,
  isBlank,
  textLength,
  isMainlandMobile,
  isPhoneNumber,
  isPersonName,
  isAccountLength,
  isStrongPassword,
  isTraceabilityCode,
} from './validation/field-predicates';
export { isEmailAddress } from './validation/email-address';
export { ConsentInput } from './validation/consent.input';
export { SmsLoginInput } from './validation/sms-login.input';
export { EmailLoginInput } from './validation/email-login.input';
export { PasswordLoginInput } from './validation/password-login.input';
export { PasswordResetInput } from './validation/password-reset.input';
export { PasswordChangeInput } from './validation/password-change.input';

// masking
export { maskPhone } from './masking/mask-phone';
export { maskIdNumber } from './masking/mask-id-number';
export { maskEmail } from './masking/mask-email';
export { sharePlaceholderValues } from './share/share-values';
export { fillSharePlaceholders } from './share/fill-share-placeholders';
export { shareConfigFor } from './share/share-config';
export { labelKeyFor } from './commerce/status-label';
export type { Page, PageRequest } from './ports/page';
export { utcDateArray, type CalendarDateArray, type CalendarEvent, type CalendarReminder } from './calendar/calendar-event';
