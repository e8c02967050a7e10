/**
 * fairpass's business rules and the types every SDK result uses (`Result`, `DomainError`, …).
 * @module @fairpass/domain
 */
// The public surface of @fairpass/domain: every exported name is listed here, nothing else is public.

// ── identities, entry links, gates, next step, titles, config, ports ──

// identities
export { REGISTER_TYPES, ALL_REGISTER_TYPES, isRegisterType } from './identity/register-type';
export type { RegisterType } from './identity/register-type';
export {
  identityFamily,
  isExhibitorSelfService,
  isTradeFair,
  isVisitorKind,
  isOtherIdentity,
  isGroup,
} from './identity/identity-family';
export type { IdentityFamily } from './identity/identity-family';
export type {
  UserInfo,
  UserExhibitionVO,
  VisitingGroupLeaderVO,
  CompleteResult,
  ExamineResult,
  QuestionnaireResult,
} from './identity/user-info';
export type { ExhibitorInfo, CompanyExhibitionVO } from './identity/exhibitor-info';

// entry links and gates
export { parseEntryLink } from './entry/parse-entry-link';
export type { EntryContext, EntryRoute } from './entry/parse-entry-link';
export { LINK_PARAM_NAMES, REQUIRED_LINK_PARAMS } from './entry/link-params';
export type { LinkParamName, LinkParams } from './entry/link-params';
export { OPENID_STATE_PARAM, publicLinkParams, publicQuery, shareLinkOf, withoutLinkCredentials } from './entry/link-credentials';
export { ENTRY_SOURCE_ROUTES, DEFAULT_ENTRY_PATH, ENTRY_TARGETS } from './entry/entry-route.table';
export type { EntryRouteRule } from './entry/entry-route.table';
export { localizedField, localizedText, readsIn } from './config/localized-text';
export { parseQueryString, buildQueryString } from './entry/query-string';
export { splitLinkUrl, normalisePath } from './entry/link-url';
export type { LinkUrlParts } from './entry/link-url';
export { detectEnvironment } from './entry/environment';
export type { Environment } from './entry/environment';
export { GATE_TARGET_PATHS,
  isOpenPath,
  needsNoToken,
  isGateTargetPath,
} from './entry/open-paths';
export { ROUTE_PATHS, isRoutePath } from './routes/route-paths';
export type { RoutePath } from './routes/route-paths';
export { ROUTE_POLICIES, policyOfRoute } from './routes/route-catalogue';
export type { RouteAccess, RoutePolicy } from './routes/route-catalogue';
export { hrefOf, querySuffix } from './routes/route-href';
export type { HrefQuery, PlainRoutePath, RouteParamName } from './routes/route-href';
export { policyOf, routePathOf } from './routes/route-access';
export { checkEntryGates, DEFAULT_PC_PATH } from './entry/entry-gates';
export type { EntryGateInput, GateOutcome, GateCode } from './entry/entry-gates';

// next step and titles
export { decideNextStep, IDENTITY_RULES, NEXT_STEP_RULES, NEXT_STEP_TARGETS } from './next-step/decide-next-step';
export { VISITOR_STEPS, questionnaireCountOf } from './next-step/visitor-steps.table';
export { APPROVED_SOURCE_ROUTES } from './next-step/approved-route.table';
export { CONFERENCE_ROUTES } from './next-step/conference-route.table';
export { isSafeRedirect, httpOriginOf } from './next-step/safe-redirect';
export { nextStepAfterAutoLogin } from './next-step/auto-login';
export type { AutoLoginOutcome } from './next-step/auto-login';
export type {
  NextStep,
  NextStepInput,
  NextStepConfig,
  NextStepUser,
  NextStepRule,
} from './next-step/next-step.types';
export { pageTitle } from './title/page-title';

// config and §9 constants
export { isOn } from './config/switch';
export type { Switch } from './config/switch';
export {
  DEFAULT_LANGUAGE,
  DEFAULT_LOGIN_MODES,
  isLanguageType,
  toLanguageType,
  loginModeFor,
} from './config/language';
export type { LanguageType, LoginMode, CnLoginMode, EnLoginMode } from './config/language';
export type { FunctionConfig, ConferenceFlow, RegistrationTypeOption } from './config/function-config';
export { THEME_DEFAULTS, resolveTheme, isCssColour } from './config/theme';
export {
  AA_TEXT_CONTRAST,
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  parseColour,
  readableTextOn,
  textColourOn,
} from './config/colour-contrast';
export type { PageConfig, SysConfig, Theme } from './config/theme';
export {
  REQUEST_TIMEOUT_MS,
  WRITE_TIMEOUT_MS,
  SLOW_WRITE_NOTICE_MS,
  UPLOAD_TIMEOUT_MS,
  OPENID_REFRESH_SECONDS,
  CLICK_DEBOUNCE_MS,
  RESEND_WAIT_SECONDS,
  ORDER_TIMEOUT_SECONDS,
  isOpenidStale,
} from './config/timing.constants';
export {
  BOOTH_ORDER_MAX,
  FASCIA_FREE_ITEMS_BY_AREA,
  FLOW_TABLE_SETS,
  PASSWORD_MIN_LENGTH,
  TRACEABILITY_CODE_MAX_LENGTH,
  NAME_MIN_LENGTH,
  FILE_LIMITS,
  FILE_TYPES,
  LOGO_SUGGESTED_SIZE,
  INVITATION_PICTURE_PX,
  REVIEW_WORKING_DAYS,
  LEAD_TOOL_PACKAGES,
  SUPPORT_HOURS,
  SPINNER_SIZE_PX,
} from './config/limits.constants';
export { DATE_FORMATS, formatDate } from './config/date-format';
export type { DateFormatName, FormatDateOptions } from './config/date-format';
export { STORAGE_KEYS, STORAGE_AREA_OF, DRAFT_KEY_PREFIX, RESEND_AT_KEY_PREFIX } from './config/storage-keys';
export type { StorageKey, StorageArea } from './config/storage-keys';
export type { FormField, FormFieldType, FormFieldRule, DictionaryItem } from './config/form-field';
export type {
  Questionnaire,
  QuestionnaireIndex,
  Question,
  QuestionOption,
  QuestionType,
  QuestionnaireAnswer,
} from './config/questionnaire';

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
  GrantType,
  TokenRequestContext,
  VerificationChannel,
  VerificationScene,
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

// ── validation, masking, share texts, errors and responses, commerce statuses ──

// errors and responses
export { DomainError, isDomainError, isRetryableFailure, ok, err } from './errors/result';
export type { Ok, Err, Result, DomainErrorOptions } from './errors/result';
export { writeMayHaveHappened, isInFlightReply, IN_FLIGHT_STATUS } from './errors/write-outcome';
export type { WriteFailureFacts } from './errors/write-outcome';
export { knownFailureCode, readKnownFailure, secondsToWait } from './errors/backend-failures';
export type { KnownFailureCode, KnownFailureReading } from './errors/backend-failures';
export {
  ERROR_CODES,
  CLIENT_ERROR_CODES,
  VALIDATION_ERROR_CODES,
  READ_ERROR_CODES,
  TRANSPORT_ERROR_CODES,
  TOKEN_FAILURE_CODES,
  CODE_SENDING_FAILURE_CODES,
  COMMERCE_FAILURE_CODES,
  isErrorCode,
} from './errors/error-codes';
export type {
  ErrorCode,
  ClientErrorCode,
  ValidationErrorCode,
  ReadErrorCode,
  TransportErrorCode,
  TokenFailureCode,
  CodeSendingFailureCode,
  CommerceFailureCode,
} from './errors/error-codes';
export { ERROR_CATALOGUE, messageKeyFor } from './errors/error-catalogue';
export type { ErrorCatalogueEntry } from './errors/error-catalogue';
export { SUCCESS_CODES, PASS_THROUGH_CODES, isSuccessCode } from './errors/response-code';
export type { ResponseCode } from './errors/response-code';
export { classifyResponse } from './errors/classify-response';
export type { ClassifiedResponse, ResponseKind, RawResponse } from './errors/classify-response';
export { isReportableError } from './errors/error-reporting';
export { errorFromResponse } from './errors/error-from-response';
export type { FailedResponse, ReplyFacts, ResponseErrorCode } from './errors/error-from-response';
export { COMMERCE_FAILURES, readCommerceFailure, commerceWireCodeOf } from './errors/commerce-failures';
export type { CommerceWireCode, CommerceFailureReading } from './errors/commerce-failures';

// validation
export { validateInput } from './validation/validate-input';
export type { FieldErrors } from './validation/validate-input';
export { validateFormValues } from './validation/validate-form-values';
export type { FormValue } from './validation/validate-form-values';
export { validateFile } from './validation/validate-file';
export type { FileFacts, FileCheck } from './validation/validate-file';
export { FILE_RULES, MIME_TYPES_BY_EXTENSION } from './validation/file-rules';
export type { FileRule, FileRuleName } from './validation/file-rules';
export { isValidResidentId, residentIdCheckCharacter } from './validation/resident-id';
export { internationalNumber, whatsAppPhoneErrors, whatsAppLoginErrors } from './validation/whatsapp-number';
export type { WhatsAppValues } from './validation/whatsapp-number';
export { codeChannelFor } from './validation/code-channel';
export { isValidCreditCode, creditCodeCheckCharacter } from './validation/credit-code';
export {
  MAINLAND_MOBILE,
  VERIFICATION_CODE,
  ACCOUNT_LENGTH,
  PASSWORD_MAX_LENGTH,
  isBlank,
  textLength,
  isMainlandMobile,
  isPhoneNumber,
  isEmailAddress,
  isVerificationCode,
  isPersonName,
  isAccountLength,
  isStrongPassword,
  isTraceabilityCode,
} from './validation/field-predicates';
export { toNumber, isPositiveInteger, isNonNegativeInteger, isPositiveNumber } from './validation/numeric-value';
export { ConsentInput } from './validation/consent.input';
export { SmsLoginInput } from './validation/sms-login.input';
export { EmailLoginInput } from './validation/email-login.input';
export { PasswordLoginInput } from './validation/password-login.input';
export { PasswordResetInput } from './validation/password-reset.input';
export { PasswordChangeInput } from './validation/password-change.input';
export { PhoneConfirmationInput } from './validation/phone-confirmation.input';
export { PersonNameInput } from './validation/person-name.input';
export { GiftTicketInput } from './validation/gift-ticket.input';
export { TraceabilityChannelInput } from './validation/traceability-channel.input';
export { BoothOrderInput } from './validation/booth-order.input';
export { FasciaInput, freeFasciaItemLimit } from './validation/fascia.input';
export { InvoiceHeaderInput } from './validation/invoice-header.input';

// masking
export { maskPhone } from './masking/mask-phone';
export { maskIdNumber } from './masking/mask-id-number';
export { maskEmail } from './masking/mask-email';

// share texts
export { SHARE_PLACEHOLDERS, isSharePlaceholder } from './share/share-placeholders.table';
export type { SharePlaceholder } from './share/share-placeholders.table';
export { sharePlaceholderValues } from './share/share-values';
export type { SharePlaceholderValues, ShareSources } from './share/share-values';
export { fillSharePlaceholders, toPlainShareText } from './share/fill-share-placeholders';
export { shareConfigFor } from './share/share-config';
export type { ShareTexts } from './share/share-config';

// commerce statuses
export {
  ORDER_STATUS,
  TICKET_STATUS,
  REFUND_STATUS,
  INVOICE_STATUS,
  REVIEW_STATUS,
  GROUP_STATUS,
  SIGN_IN_STATUS,
  CONFERENCE_REGISTRATION_STATUS,
  CONFERENCE_PHASE,
  STATUS_TABLES,
} from './commerce/status.table';
export type { StatusKind, StatusName, StatusValue } from './commerce/status.table';
export { labelKeyFor, statusOf, UNKNOWN_STATUS_LABEL_KEY } from './commerce/status-label';
export { isInvoiceable } from './commerce/invoiceable';
export type { InvoiceableOrder } from './commerce/invoiceable';

// ticketing: ticket types, orders, WeChat Pay, wallet (issue 13)
export { ORDER_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES, ISSUE_STATUSES, ENTRY_STATUSES } from './ticketing/status-axes';
export type { OrderStatus, PaymentStatus, RefundStatus, IssueStatus, EntryStatus } from './ticketing/status-axes';
export type { TicketType, SaleState } from './ticketing/ticket-type.types';
export type {
  BasketLine,
  Quote,
  QuoteLine,
  DiscountState,
  LineDiscountState,
  Order,
  OrderKind,
  DeliveryAddress,
  PayChannel,
  PayStart,
  JsapiPayFields,
  PaymentStatusReply,
  UpgradeOption,
  Journal,
} from './ticketing/order.types';
export type { Ticket, TicketRotation, RevokedReason, LockedBy } from './ticketing/ticket.types';
export { REFUND_REASONS, REFUND_REFUSALS } from './ticketing/refund.types';
export type { RefundReason, RefundRefusal, RefundPreview, RefundRequest } from './ticketing/refund.types';
export { isFree, compareMoney, formatMoney } from './ticketing/money';
export type { Money } from './ticketing/money';
export {
  orderLabelOf,
  orderLabelKey,
  ticketLabelOf,
  ticketLabelKey,
  refundLabelOf,
  refundLabelKey,
} from './ticketing/status-labels';
export type {
  OrderLabel,
  OrderLabelKey,
  TicketLabel,
  TicketLabelKey,
  TicketLabelContext,
  RefundLabel,
  RefundLabelKey,
  OrderAxes,
  TicketAxes,
} from './ticketing/status-labels';
export { canPay, canCancel, canChange } from './ticketing/order-actions';
export { showsQr, canUpgrade, canReportLoss, canGift } from './ticketing/ticket-actions';
export { refundRequestErrors, canRequestRefund, REFUND_REASON_TEXT_MAX } from './ticketing/refund-rules';
export { discountNotes } from './ticketing/discount-notes';
export type { DiscountNote } from './ticketing/discount-notes';
export { parseWireTime, WIRE_UTC_OFFSET_MINUTES } from './ticketing/wire-time';
export { holdingsOf } from './ticketing/holdings';
export type { Holding } from './ticketing/holdings';
export { basketProblems, checkBasket } from './ticketing/basket-rules';
export type { BasketContext, BasketProblem, BasketRuleCode } from './ticketing/basket-rules';
export { serverClockOffset, serverNow } from './ticketing/server-clock';
export type { ServerClockReading } from './ticketing/server-clock';
export { orderDeadline, secondsLeft, orderSecondsLeft, formatCountdown } from './ticketing/order-countdown';
export { paymentOutcomeOf } from './ticketing/payment-outcome';
export type { PaymentOutcome } from './ticketing/payment-outcome';
export { PAYMENT_POLL_PLAN, pollSchedule, pollDelayMs, nextPollStep } from './ticketing/payment-polling';
export type { PollPlan, PollStep } from './ticketing/payment-polling';
export {
  ROTATION_STEP_SECONDS,
  rotationStep,
  msUntilNextStep,
  rotatingCode,
  parseRotatingCode,
  verifyRotatingCode,
} from './ticketing/rotating-code';
export type { HmacSubtle, RotatingCodeOptions, RotatingCodeParts } from './ticketing/rotating-code';
export type { Page, PageRequest } from './ports/page';
export type { TicketingGateway, AttendeeDetails, BasketRequest, CreateOrderRequest, TicketScope } from './ports/ticketing.gateway';
export type { GiftingGateway, CreateGiftRequest, GiftListRequest, ClaimGiftRequest } from './ports/gifting.gateway';
export type { InvoicingGateway, SaveInvoiceHeaderRequest, EnglishInvoiceRequest, InvoicePageRequest } from './ports/invoicing.gateway';
export type { ConferenceGateway, ExhibitionPageRequest, SessionListRequest, SpeakerListRequest, RegisterSessionsRequest } from './ports/conference.gateway';
export type { InformationGateway, SpecialEnquiryRequest, SubmitBuilderFilingRequest, BuilderDocumentUpload } from './ports/information.gateway';

// invoicing: fapiao headers and the English invoice (issue 14)
export { invoiceHeaderErrors, isAcceptedTaxNumber, SPECIAL_INVOICE_FIELDS } from './invoicing/invoice-header';
export type { InvoiceHeader, InvoiceHeaderKind, InvoiceHeaderRules, InvoiceType, InvoiceDelivery } from './invoicing/invoice-header';
export { englishInvoiceErrors } from './invoicing/english-invoice';
export type { EnglishInvoice } from './invoicing/english-invoice';
export { INVOICE_STATUSES, INVOICE_REFUSALS } from './invoicing/invoice-application.types';
export type {
  SavedInvoiceHeader,
  InvoiceStatus,
  InvoiceRefusal,
  InvoiceApplication,
  InvoiceEligibility,
  InvoiceApplyRequest,
} from './invoicing/invoice-application.types';
export { invoiceStatusLabelKey, invoiceRefusalKey, canDownloadInvoice, canApplyAgain } from './invoicing/invoice-status';
export type { InvoiceStatusLabelKey, InvoiceRefusalKey } from './invoicing/invoice-status';
export { sortHeaders, headerSummary } from './invoicing/header-order';
export type { HeaderSummary } from './invoicing/header-order';

// gifting: gifts of tickets and their claims (issue 14)
export { GIFT_STATUSES } from './gifting/gift.types';
export type { GiftStatus, GiftClaim, Gift, GiftClaimInfo, GiftableType, GiftClaimDetails } from './gifting/gift.types';
export { giftQuantityErrors } from './gifting/gift-quantity';
export { canCancelGift, giftLeft, giftStatusLabelKey, giftClaimErrors, GIFT_CLAIM_LIMITS } from './gifting/gift-actions';
export type { GiftStatusLabelKey } from './gifting/gift-actions';
export { giftClaimLinkQuery, GIFT_LINK_SOURCE } from './gifting/claim-link';
export type { ClaimLinkBase } from './gifting/claim-link';

// conference: programme, speakers, sign-ups, activities and sign-in at the door (issue 15)
export type {
  TimeState,
  SignUpState,
  SessionSignUp,
  ConferenceSession,
  Speaker,
  SessionFacet,
  SessionFacets,
  SessionQuery,
  MySession,
  Activity,
  SignInWindow,
  SignInfo,
  SignInResult,
} from './conference/conference.types';
export { sessionsClash, clashesOf, clashingWith, wouldClash } from './conference/session-clash';
export type { TimedSession } from './conference/session-clash';
export { isFull, seatsLeft, canSignUp } from './conference/session-availability';
export type { Seated } from './conference/session-availability';
export { signInWindowOf, msUntilSignInChange, signInOutcomeOf, signInOutcomeKey } from './conference/sign-in-window';
export type { SignInOutcome, SignInOutcomeKey } from './conference/sign-in-window';
export { sessionCalendarEvent } from './conference/session-calendar';
export type { SessionCalendarEvent, CalendarDateArray } from './conference/session-calendar';
export { groupByDay, groupByTimeNode } from './conference/programme-groups';
export type { DayGroup, TimeNode } from './conference/programme-groups';

// information: pages, news, partners, materials, enquiry, builder filing, entry records (issue 15)
export type {
  InfoPageKind,
  InfoPage,
  NewsItem,
  Partner,
  Material,
  SpecialEnquiry,
  BuilderContact,
  BuilderDocument,
  BuilderFilingState,
  BuilderFiling,
  BuilderFilingRequest,
  EntranceRecord,
} from './information/information.types';
export {
  builderFilingErrors,
  builderDocumentProblem,
  BUILDER_FILING_LIMITS,
  BUILDER_DOCUMENT_RULE,
} from './information/builder-filing-rules';
export { specialEnquiryErrors, SPECIAL_ENQUIRY_LIMITS } from './information/special-enquiry-rules';
export type { SpecialEnquiryForm } from './information/special-enquiry-rules';

// registering others: teams, help and business cards; stay and parking (issue 16)
export { OTHERS_TYPES, isOthersType } from './delegates/delegates.types';
export type { DelegateChannel, OthersType, DelegateReview, DelegatePerson, PersonEntry, Team } from './delegates/delegates.types';
export { PERSON_PHONE_PROPS, personFieldsOf, sharedIdentity, duplicatePersonErrors } from './delegates/person-fields';
export { personFormErrors } from './delegates/person-entry-rules';
export type { PersonForm } from './delegates/person-entry-rules';
export { TEAM_DEFAULT_MAX_MEMBERS, membersLeft, canSubmitTeam } from './delegates/team-rules';
export { CARD_LIMITS, CARD_FIELDS, CARD_VALUE_PROPS, businessCardEntry } from './delegates/business-card';
export type { BusinessCardForm } from './delegates/business-card';
export { businessCardErrors } from './delegates/business-card-rules';
export type { DelegatesGateway, DelegateListRequest, SubmitTeamRequest, RegisterDelegateRequest } from './ports/delegates.gateway';
export type {
  RoomOccupant,
  Room,
  PartyRelation,
  StayPerson,
  ParkingPassState,
  PlateKind,
  ParkingPass,
  ParkingRules,
  ParkingPassRequest,
} from './logistics/logistics.types';
export { PLATE_PROVINCES, normalisePlate, plateKindOf, isPlateNumber } from './logistics/plate-number';
export { isCalendarDay, daysBetween, laterDay } from './logistics/calendar-day';
export { parkingDays, canApplyForPass, parkingPassErrors, parkingPassRequestOf, passLabelOf, canCancelPass } from './logistics/parking-rules';
export type { ParkingPassForm, PassLabel } from './logistics/parking-rules';
export { nightsOf, staysOverlap, bedsLeft, roomAssignmentErrors, roomsLeftBy } from './logistics/room-assignment';
export type { LogisticsGateway, LogisticsPageRequest, AssignRoomRequest, ApplyParkingRequest } from './ports/logistics.gateway';

// group management and sub-accounts (issue 16)
export { MEMBER_REVIEW_STATES, MEMBER_ID_TYPES } from './groups/group.types';
export type {
  MemberReviewState,
  MemberIdType,
  ReviewCounts,
  GroupTeam,
  GroupDetails,
  VisitingGroup,
  MemberFields,
  GroupMember,
  MemberQuery,
  EntryCodeCard,
  UnprintableMember,
  GroupEntryCodes,
  BulkOutcome,
  SubAccount,
} from './groups/group.types';
export { isGroupLeader, isGroupFormed, groupManagementRefusal } from './groups/group-leader';
export { GROUP_LIMITS, SUB_ACCOUNT_PATTERN } from './groups/group-limits';
export { isMemberIdType, isValidIdDocument, idNumberKey } from './groups/id-document';
export { GroupDetailsInput, isCalendarDate } from './groups/group-details.input';
export { GroupMemberInput } from './groups/group-member.input';
export { SubAccountInput, SubAccountEditInput, SubAccountPasswordInput } from './groups/sub-account.input';
export { canEditMember, memberStateLabelKey, bulkProblem, toggleChosen } from './groups/member-actions';
export type { BulkAction, BulkRequest } from './groups/member-actions';
export { CARDS_PER_SHEET, printSheets, printSelection } from './groups/print-codes';
export type { PrintSelection } from './groups/print-codes';
export { groupJoinLinkQuery } from './groups/join-link';
export type { JoinLinkBase } from './groups/join-link';
export type {
  GroupsGateway,
  InExhibition,
  SaveGroupRequest,
  MemberListRequest,
  AddMemberRequest,
  UpdateMemberRequest,
  RemoveMembersRequest,
  MoveMembersRequest,
  EntryCodesRequest,
  SubAccountListRequest,
  AddSubAccountRequest,
  UpdateSubAccountRequest,
  ResetSubAccountPasswordRequest,
} from './ports/groups.gateway';

// reach: invitations, traceability channels, sharing and the sharers' ranking (issue 16)
export { INVITE_FORM_TYPES, SENT_INVITE_TYPES, isInviteFormType, isSentInviteType } from './reach/reach.types';
export type {
  InviteFormType,
  SentInviteType,
  InviteChannel,
  InviteCard,
  InviteeState,
  Invitee,
  InvitationSend,
  InviteLanding,
  SourceChannel,
  SourceChannelDraft,
  MyReach,
  RankEntry,
} from './reach/reach.types';
export { INVITE_LINK_SOURCE, invitationLinkQuery, shareLinkQuery, sourceLinkQuery } from './reach/reach-links';
export type { ReachLinkBase } from './reach/reach-links';
export { referralOf } from './reach/referral';
export type { Referral } from './reach/referral';
export { SmsInvitationInput, EmailInvitationInput, invitationErrors } from './reach/invitation.inputs';
export { SourceChannelInput, sourceChannelErrors, normaliseSourceCode, SOURCE_NAME_MAX_LENGTH } from './reach/source-channel';
export { inviteeStateOf } from './reach/invitee-state';
export type { RegistrationProgress } from './reach/invitee-state';
export { rankSharers } from './reach/sharer-ranking';
export type { SharerCount, RankedSharer } from './reach/sharer-ranking';
export type { ReachGateway, SendInvitationRequest, InviteLandingRequest, SaveSourceRequest } from './ports/reach.gateway';

// leads: the trade-fair lead tool, offline-first (issue 17)
export type {
  LeadRating,
  LeadSource,
  FollowUp,
  SurveyAnswer,
  LeadSurveyAnswers,
  SurveyQuestion,
  LeadSurvey,
  LeadContact,
  LeadQualification,
  Lead,
  VisitorCard,
  LeadLookup,
  LeadDraft,
  LeadPatch,
  LeadSaveReply,
  LeadUpdateReply,
  LeadScope,
  LeadQuery,
  LeadCounts,
  LeadExport,
} from './leads/lead.types';
export type { LeadRole, TransferState, TransferRequest, ActivePackage, LeadAccount, PackageOffer, BankTransferInfo, LeadStaff, ReceiptUpload } from './leads/lead-account.types';
export { LEAD_PACKAGE_TYPES, LEAD_PACKAGES, isLeadPackageType, buyRefusalOf, canCaptureLeads, isSingleLogin, seesAllLeads, managesStaff } from './leads/package-rules';
export type { LeadPackageType, LeadPackageRule, BuyRefusal } from './leads/package-rules';
export { leadToolLinkQuery, staffMemberErrors } from './leads/lead-account-rules';
export type { LeadToolLinkBase } from './leads/lead-account-rules';
export { LEAD_RATINGS, LEAD_SOURCES, LEAD_LIMITS, DEFAULT_RATING, isLeadRating, isLeadSource, isDay, normaliseTags, leadContactErrors, followUpErrors, leadQualificationErrors, leadErrors } from './leads/lead-rules';
export { LEAD_SYNC_STATES } from './leads/local-lead.types';
export type { LeadSyncState, SyncFailure, LeadFields, LocalLead, OutboxClaim, CreateEntry, UpdateEntry, OutboxEntry, NewOutboxEntry } from './leads/local-lead.types';
export {
  applyPatch,
  mergePatches,
  draftOf,
  isOpenForEdits,
  reopened,
  planEdit,
  newUpdate,
  newCreate,
  syncStateOf,
  failureOf,
  syncFailureAction,
  retryDelayMs,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  nextToSend,
  mergeIntoExisting,
} from './leads/outbox-rules';
export type { EditPlan, SyncFailureAction, NextWrite } from './leads/outbox-rules';
export { foldSearchText, leadSearchText, keywordMatcher } from './leads/lead-search';
export { surveyAnswersOf, surveyFormValuesOf, surveyAnswerErrors, surveyIncomplete } from './leads/survey-rules';
export type { SurveyFormAnswer } from './leads/survey-rules';
export type { LocalLeadFilter } from './leads/lead-search';
export { SINGLE_LOGIN_WIRE_CODE } from './errors/classify-response';
export type { LeadsGateway, LeadExhibition, LeadListRequest, LeadUpdateRequest, TransferSubmission } from './ports/leads.gateway';
export type { LeadStorePort, LeadRecordChange, OutboxChange } from './ports/lead-store.port';
