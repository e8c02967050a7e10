// The declared (Java) type of every field of every reply the contract server sends, in one place.
// JSON null has no type, but the real backend's ObjectMapper writes a null by the type the field is
// declared with (BladeX's BladeBeanSerializerModifier: String → "", Number → -1, Boolean → false,
// array/Collection → [], anything else → {}). The Jackson-nulls switch (jackson-nulls.ts) reads this
// table to do the same. Each table is typed from wire.types.ts: a field missing here, or declared with
// the wrong kind, is a compile error.
import type { Activity, MeetingFacets, MySession, Session, SessionWithSpeakers, SignInfo, SignInResult, Speaker, SpeakerWithSessions } from './conference/conference-wire.types';
import { RC } from './context';
import { DELEGATES_REPLY_DATA } from './delegates/delegates-field-types';
import { GROUPS_REPLY_DATA } from './groups/groups-field-types';
import type { Gift, GiftableType, GiftClaimInfo } from './gifting/gifting-wire.types';
import type { BuilderFile, BuilderFiling, EnquiryReceipt, EntranceRecord, InfoPage, Material, NewsDetail, NewsItem, Partner } from './information/information-wire.types';
import { LEADS_REPLY_DATA } from './leads/leads-field-types';
import { LOGISTICS_REPLY_DATA } from './logistics/logistics-field-types';
import { REACH_REPLY_DATA } from './reach/reach-field-types';
import type { InvoiceApplication, InvoiceEligibility, InvoiceHeader, InvoiceHeaderFields } from './invoicing/invoicing-wire.types';
import type {
  Journal,
  Order,
  PaymentStatusReply,
  PayStart,
  Quote,
  RefundPreview,
  Ticket,
  TicketType,
  UpgradeOption,
} from './ticketing/ticketing-wire.types';
import type {
  Article,
  ArticleTitle,
  BusinessCardScan,
  CacheKey,
  DictItem,
  ExhibitorInfo,
  FormField,
  FunctionConfig,
  JsSdkSignature,
  Page,
  PageConfig,
  Questionnaire,
  ShareLinks,
  UserInfo,
} from './wire.types';

/** How Jackson sees a field: a scalar, a list of one kind, or a bean with declared fields. */
export type JavaKind =
  | 'string'
  | 'number'
  | 'boolean'
  | { readonly list: JavaKind }
  | { readonly object: Readonly<Record<string, JavaKind>> };

type Present<T> = NonNullable<T>;

/** The kind a wire type's value has: literal unions of strings are strings, `0 | 1` is a number, … */
export type KindOf<T> = [Present<T>] extends [string]
  ? 'string'
  : [Present<T>] extends [number]
    ? 'number'
    : [Present<T>] extends [boolean]
      ? 'boolean'
      : [Present<T>] extends [readonly (infer E)[]]
        ? { readonly list: KindOf<E> }
        : { readonly object: FieldKinds<Present<T>> };

/** Every field of T (optional ones too: Jackson writes them all) with its kind. */
export type FieldKinds<T> = { readonly [K in keyof T]-?: KindOf<T[K]> };

/** `R<Void>` and the like: `data` is declared Object, so a null is written `{}`. */
export const VOID: JavaKind = { object: {} };

const OPTION = { object: { id: 'string', label: 'string', labelEn: 'string' } } as const;

export const USER_INFO: KindOf<UserInfo> = {
  object: {
    userId: 'string',
    account: 'string',
    name: 'string',
    lastName: 'string',
    firstName: 'string',
    company: 'string',
    companyEnName: 'string',
    phone: 'string',
    email: 'string',
    idNumber: 'string',
    boothNo: 'string',
    deptId: 'string',
    userCode: 'string',
    userQr: 'string',
    jumpUrl: 'string',
    isHaveTicket: 'number',
    isHaveConferenceRegistration: 'number',
    userExhibitionVO: {
      object: {
        registerType: 'string',
        completeResult: 'string',
        examineResult: 'string',
        questionnaireResult: 'string',
        questionnaireTwoResult: 'string',
        questionnaireThreeResult: 'string',
      },
    },
    visitingGroupLeaderVO: { object: { processStatus: 'number' } },
  },
};

export const FUNCTION_CONFIG: KindOf<FunctionConfig> = {
  object: {
    pageTitle: 'string',
    pageTitleEn: 'string',
    iconUrl: 'string',
    closeRegistrationLink: 'number',
    stopRegistration: 'number',
    isOneCode: 'number',
    shareTitle: 'string',
    shareTitleEn: 'string',
    shareDesc: 'string',
    shareDescEn: 'string',
    shareImage: 'string',
    shareImageEn: 'string',
    shareMethod: 'string',
    shareMethodEn: 'string',
    showConfirmationSwitch: 'number',
    cnQuestionnaireSwitch: 'number',
    enQuestionnaireSwitch: 'number',
    businessCardSwitch: 'number',
    browserOpenSwitch: 'number',
    browserOpenSwitchEn: 'number',
    wechatOpenSwitch: 'number',
    wechatShareOpenSwitch: 'number',
    wechatOpenAutoLogin: 'number',
    pageThemeColor: 'string',
    cnLoginMode: 'string',
    enLoginMode: 'string',
    globalImage: 'string',
    giveTicketTopImage: 'string',
    giveTicketBottomImage: 'string',
    tianmuCnUrl: 'string',
    tianmuEnUrl: 'string',
    conferenceFlow: 'string',
    isOpenNodeMode: 'number',
    registrationTypeList: { list: { object: { registerType: 'string', name: 'string', nameEn: 'string' } } },
    questionnaireCount: 'number',
    ticketQrRotating: 'number',
  },
};

export const PAGE_CONFIG: KindOf<PageConfig> = {
  object: {
    pageThemeColor: 'string',
    pageThemeBgColor: 'string',
    pageThemeCardBgColor: 'string',
    languageSwitchBgColor: 'string',
    pcIztUrl: 'string',
    pcHomeUrl: 'string',
  },
};

export const FORM_FIELD: KindOf<FormField> = {
  object: {
    prop: 'string',
    label: 'string',
    labelEn: 'string',
    type: 'string',
    required: 'boolean',
    dictCode: 'string',
    rule: 'string',
    maxLength: 'number',
    placeholder: 'string',
    placeholderEn: 'string',
  },
};

export const DICT_ITEM: KindOf<DictItem> = { object: { dictKey: 'string', dictValue: 'string' } };

export const QUESTIONNAIRE: KindOf<Questionnaire> = {
  object: {
    id: 'string',
    index: 'number',
    title: 'string',
    titleEn: 'string',
    questions: {
      list: {
        object: { id: 'string', title: 'string', titleEn: 'string', type: 'string', required: 'boolean', options: { list: OPTION } },
      },
    },
  },
};

export const EXHIBITOR_INFO: KindOf<ExhibitorInfo> = {
  object: {
    id: 'string',
    fullName: 'string',
    fullEnName: 'string',
    exhibitorJournalName: 'string',
    exhibitorJournalEnName: 'string',
    journalContacts: 'string',
    journalContactInformation: 'string',
    journalIntroduction: 'string',
    journalEnIntroduction: 'string',
    journalLogo: 'string',
    deptName: 'string',
    deptEnName: 'string',
    exhibitorBoardId: 'string',
    exhibitorJournalId: 'string',
    companyExhibitionVO: {
      object: { deptId: 'string', exhibitionHallNo: 'string', boothNo: 'string', boothNos: { list: 'string' } },
    },
  },
};

export const SHARE_LINKS: KindOf<ShareLinks> = {
  object: {
    cnLandingPageUrl: 'string',
    enLandingPageUrl: 'string',
    cnRegisterLinkUrl: 'string',
    enRegisterLinkUrl: 'string',
    cnCustomerUrl: 'string',
    enCustomerUrl: 'string',
  },
};

export const JSSDK_SIGNATURE: KindOf<JsSdkSignature> = {
  object: { appId: 'string', timestamp: 'number', nonceStr: 'string', signature: 'string' },
};

export const BUSINESS_CARD_SCAN: KindOf<BusinessCardScan> = {
  object: {
    url: 'string',
    fields: { object: { name: 'string', company: 'string', position: 'string', phone: 'string', email: 'string' } },
  },
};

export const CACHE_KEY: KindOf<CacheKey> = { object: { cacheKey: 'string' } };

export const ARTICLE: KindOf<Article> = {
  object: { id: 'string', title: 'string', titleEn: 'string', content: 'string', contentEn: 'string' },
};

export const ARTICLE_PAGE: KindOf<Page<ArticleTitle>> = {
  object: {
    records: { list: { object: { id: 'string', title: 'string', titleEn: 'string' } } },
    total: 'number',
    size: 'number',
    current: 'number',
    pages: 'number',
  },
};

// Ticketing (issue 13)
/** What the shop lists of anything it sells. */
const LISTING = { id: 'string', name: 'string', nameEn: 'string', description: 'string', descriptionEn: 'string', price: 'string', currency: 'string', saleState: 'string' } as const;

export const TICKET_TYPE: KindOf<TicketType> = {
  object: {
    ...LISTING,
    saleStartTime: 'string',
    saleEndTime: 'string',
    remaining: 'number',
    minPerOrder: 'number',
    maxPerOrder: 'number',
    limitPerUser: 'number',
    conflictsWith: { list: 'string' },
    level: 'number',
    attendeeFields: { list: FORM_FIELD },
  },
};

const QUOTE_LINE = {
  object: {
    ticketTypeId: 'string',
    name: 'string',
    nameEn: 'string',
    quantity: 'number',
    unitPrice: 'string',
    discount: 'string',
    amount: 'string',
    discountState: 'string',
  },
} as const;

export const QUOTE: KindOf<Quote> = {
  object: { lines: { list: QUOTE_LINE }, discountCode: 'string', discountState: 'string', total: 'string', currency: 'string' },
};

export const ORDER: KindOf<Order> = {
  object: {
    orderId: 'string',
    orderNo: 'string',
    exhibitionId: 'string',
    kind: 'string',
    parentOrderId: 'string',
    orderStatus: 'string',
    paymentStatus: 'string',
    refundStatus: 'string',
    lines: { list: QUOTE_LINE },
    total: 'string',
    currency: 'string',
    discountCode: 'string',
    createTime: 'string',
    expireTime: 'string',
    serverTime: 'number',
    remainingSeconds: 'number',
    ticketIds: { list: 'string' },
    address: { object: { name: 'string', phone: 'string', province: 'string', city: 'string', district: 'string', detail: 'string' } },
  },
};

export const PAY_START: KindOf<PayStart> = {
  object: {
    channel: 'string',
    jsapi: { object: { appId: 'string', timeStamp: 'string', nonceStr: 'string', package: 'string', signType: 'string', paySign: 'string' } },
    h5Url: 'string',
  },
};

export const PAYMENT_STATUS: KindOf<PaymentStatusReply> = {
  object: { orderId: 'string', orderStatus: 'string', paymentStatus: 'string', serverTime: 'number' },
};

export const UPGRADE_OPTION: KindOf<UpgradeOption> = {
  object: { ticketTypeId: 'string', name: 'string', nameEn: 'string', price: 'string', difference: 'string', currency: 'string' },
};

export const TICKET: KindOf<Ticket> = {
  object: {
    ticketId: 'string',
    orderId: 'string',
    ticketTypeId: 'string',
    name: 'string',
    nameEn: 'string',
    holderName: 'string',
    holderPhone: 'string',
    holderEmail: 'string',
    issueStatus: 'string',
    entryStatus: 'string',
    code: 'string',
    rotation: { object: { secret: 'string', stepSeconds: 'number' } },
    serverTime: 'number',
    revokedReason: 'string',
    replacedBy: 'string',
    lockedBy: 'string',
    giftId: 'string',
    issueTime: 'string',
  },
};

export const JOURNAL: KindOf<Journal> = { object: { ...LISTING, cover: 'string', shippingFee: 'string' } };

/** A BladeX page of `record` (`IPage<T>`). */
const pageOf = (record: JavaKind): JavaKind => ({ object: { records: { list: record }, total: 'number', size: 'number', current: 'number', pages: 'number' } });

/** The ticketing routes' reply types (their own table, so a test can tell they all were called). */
export const TICKETING_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}ticketType/list`]: { list: TICKET_TYPE },
  [`GET ${RC}ticketType/detail`]: TICKET_TYPE,
  [`POST ${RC}order/quote`]: QUOTE,
  [`POST ${RC}order/create`]: ORDER,
  [`POST ${RC}order/change`]: ORDER,
  [`GET ${RC}order/list`]: pageOf(ORDER),
  [`GET ${RC}order/detail`]: ORDER,
  [`POST ${RC}order/cancel`]: ORDER,
  [`POST ${RC}order/pay`]: PAY_START,
  [`GET ${RC}order/payStatus`]: PAYMENT_STATUS,
  [`GET ${RC}order/upgradeOptions`]: { list: UPGRADE_OPTION },
  [`POST ${RC}order/upgrade`]: ORDER,
  [`GET ${RC}ticket/list`]: pageOf(TICKET),
  [`GET ${RC}ticket/detail`]: TICKET,
  [`POST ${RC}ticket/reportLoss`]: TICKET,
  [`GET ${RC}journal/list`]: { list: JOURNAL },
  [`POST ${RC}journal/order`]: ORDER,
};

// Gifts, refunds and invoices (issue 14)
export const GIFTABLE_TYPE: KindOf<GiftableType> = { object: { ticketTypeId: 'string', name: 'string', nameEn: 'string', available: 'number' } };

export const GIFT: KindOf<Gift> = {
  object: {
    giftId: 'string',
    exhibitionId: 'string',
    ticketTypeId: 'string',
    name: 'string',
    nameEn: 'string',
    quantity: 'number',
    claimedCount: 'number',
    status: 'string',
    claims: { list: { object: { ticketId: 'string', claimantName: 'string', claimTime: 'string' } } },
    createTime: 'string',
    expireTime: 'string',
    serverTime: 'number',
    remainingSeconds: 'number',
    giverName: 'string',
  },
};

export const GIFT_CLAIM_INFO: KindOf<GiftClaimInfo> = {
  object: {
    giftId: 'string',
    giverName: 'string',
    name: 'string',
    nameEn: 'string',
    quantity: 'number',
    left: 'number',
    status: 'string',
    expireTime: 'string',
    serverTime: 'number',
  },
};

export const REFUND_PREVIEW: KindOf<RefundPreview> = {
  object: { orderId: 'string', refundable: 'boolean', refusal: 'string', amount: 'string', currency: 'string', deadline: 'string', serverTime: 'number' },
};

const HEADER_FIELDS = {
  kind: 'string',
  invoiceType: 'string',
  title: 'string',
  taxNumber: 'string',
  companyAddress: 'string',
  telephone: 'string',
  bankName: 'string',
  bankAccount: 'string',
  delivery: 'string',
  deliverTo: 'string',
} as const satisfies FieldKinds<InvoiceHeaderFields>;

export const INVOICE_HEADER: KindOf<InvoiceHeader> = { object: { id: 'string', ...HEADER_FIELDS, isDefault: 'boolean' } };

export const INVOICE_APPLICATION: KindOf<InvoiceApplication> = {
  object: {
    applicationId: 'string',
    orderId: 'string',
    orderNo: 'string',
    language: 'string',
    header: { object: HEADER_FIELDS },
    english: { object: { companyName: 'string', address: 'string', country: 'string', contact: 'string', email: 'string', vatNumber: 'string' } },
    amount: 'string',
    currency: 'string',
    status: 'string',
    failReason: 'string',
    invoiceNo: 'string',
    pdfUrl: 'string',
    applyTime: 'string',
    issueTime: 'string',
  },
};

export const INVOICE_ELIGIBILITY: KindOf<InvoiceEligibility> = {
  object: { orderId: 'string', orderNo: 'string', total: 'string', currency: 'string', invoiceable: 'boolean', refusal: 'string', application: INVOICE_APPLICATION },
};

/** The after-sales routes' reply types (their own table, so a test can tell they all were called). */
export const AFTERSALES_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}give/giftable`]: { list: GIFTABLE_TYPE },
  [`POST ${RC}give/create`]: GIFT,
  [`GET ${RC}give/list`]: pageOf(GIFT),
  [`GET ${RC}give/detail`]: GIFT,
  [`POST ${RC}give/cancel`]: GIFT,
  [`GET ${RC}give/claimInfo`]: GIFT_CLAIM_INFO,
  [`POST ${RC}give/claim`]: TICKET,
  [`GET ${RC}refund/preview`]: REFUND_PREVIEW,
  [`POST ${RC}refund/apply`]: ORDER,
  [`GET ${RC}invoiceHeader/list`]: { list: INVOICE_HEADER },
  [`POST ${RC}invoiceHeader/save`]: INVOICE_HEADER,
  [`POST ${RC}invoiceHeader/remove`]: 'boolean',
  [`POST ${RC}invoiceHeader/setDefault`]: { list: INVOICE_HEADER },
  [`GET ${RC}invoice/eligibility`]: INVOICE_ELIGIBILITY,
  [`GET ${RC}invoice/orders`]: pageOf(INVOICE_ELIGIBILITY),
  [`POST ${RC}invoice/apply`]: INVOICE_APPLICATION,
  [`POST ${RC}invoice/applyEn`]: INVOICE_APPLICATION,
  [`GET ${RC}invoice/list`]: pageOf(INVOICE_APPLICATION),
  [`GET ${RC}invoice/detail`]: INVOICE_APPLICATION,
};

const NAMED_OPTION = { object: { id: 'string', name: 'string', nameEn: 'string' } } as const;

export const MEETING_FACETS: KindOf<MeetingFacets> = { object: { days: { list: 'string' }, venues: { list: NAMED_OPTION }, topics: { list: NAMED_OPTION } } };

const SPEAKER_FIELDS = {
  id: 'string',
  name: 'string',
  nameEn: 'string',
  jobTitle: 'string',
  jobTitleEn: 'string',
  organisation: 'string',
  organisationEn: 'string',
  bio: 'string',
  bioEn: 'string',
  photo: 'string',
} as const;

export const SPEAKER: KindOf<Speaker> = { object: SPEAKER_FIELDS };

const SESSION_FIELDS = {
  id: 'string',
  title: 'string',
  titleEn: 'string',
  topicId: 'string',
  topic: 'string',
  topicEn: 'string',
  venueId: 'string',
  venue: 'string',
  venueEn: 'string',
  day: 'string',
  startTime: 'string',
  endTime: 'string',
  summary: 'string',
  summaryEn: 'string',
  speakerIds: { list: 'string' },
  capacity: 'number',
  registered: 'number',
  needsReview: 'boolean',
  timeState: 'string',
  serverTime: 'number',
  mine: { object: { state: 'string', failReason: 'string', signedIn: 'boolean' } },
} as const;

export const SESSION: KindOf<Session> = { object: SESSION_FIELDS };
export const SESSION_WITH_SPEAKERS: KindOf<SessionWithSpeakers> = { object: { ...SESSION_FIELDS, speakers: { list: SPEAKER } } };
export const SPEAKER_WITH_SESSIONS: KindOf<SpeakerWithSessions> = { object: { ...SPEAKER_FIELDS, sessions: { list: SESSION } } };

export const MY_SESSION: KindOf<MySession> = { object: { session: SESSION, state: 'string', failReason: 'string', signedIn: 'boolean', signedAt: 'string' } };

export const ACTIVITY: KindOf<Activity> = {
  object: {
    id: 'string',
    title: 'string',
    titleEn: 'string',
    place: 'string',
    placeEn: 'string',
    startTime: 'string',
    endTime: 'string',
    summary: 'string',
    summaryEn: 'string',
    cover: 'string',
    capacity: 'number',
    registered: 'number',
    timeState: 'string',
    mine: { object: { state: 'string' } },
  },
};

export const SIGN_INFO: KindOf<SignInfo> = {
  object: {
    signCodeId: 'string',
    sessionId: 'string',
    title: 'string',
    titleEn: 'string',
    venue: 'string',
    venueEn: 'string',
    opensAt: 'string',
    closesAt: 'string',
    window: 'string',
    serverTime: 'number',
  },
};

export const SIGN_IN_RESULT: KindOf<SignInResult> = { object: { sessionId: 'string', title: 'string', titleEn: 'string', signedAt: 'string', already: 'boolean' } };

/** The conference routes' reply types (issue 15). */
export const CONFERENCE_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}meeting/facets`]: MEETING_FACETS,
  [`GET ${RC}meeting/list`]: pageOf(SESSION),
  [`GET ${RC}meeting/detail`]: SESSION_WITH_SPEAKERS,
  [`GET ${RC}guest/list`]: pageOf(SPEAKER),
  [`GET ${RC}guest/detail`]: SPEAKER_WITH_SESSIONS,
  [`POST ${RC}conference/register`]: { list: MY_SESSION },
  [`POST ${RC}conference/cancel`]: 'boolean',
  [`GET ${RC}conference/mine`]: { list: MY_SESSION },
  [`GET ${RC}activity/list`]: pageOf(ACTIVITY),
  [`GET ${RC}activity/detail`]: ACTIVITY,
  [`POST ${RC}activity/register`]: ACTIVITY,
  [`GET ${RC}activity/mine`]: { list: ACTIVITY },
  [`GET ${RC}meeting/signInfo`]: SIGN_INFO,
  [`POST ${RC}meeting/signIn`]: SIGN_IN_RESULT,
};

const NEWS_FIELDS = { id: 'string', title: 'string', titleEn: 'string', summary: 'string', summaryEn: 'string', cover: 'string', publishTime: 'string' } as const;

export const INFO_PAGE: KindOf<InfoPage> = { object: { kind: 'string', title: 'string', titleEn: 'string', content: 'string', contentEn: 'string', updateTime: 'string' } };
export const NEWS_ITEM: KindOf<NewsItem> = { object: NEWS_FIELDS };
export const NEWS_DETAIL: KindOf<NewsDetail> = { object: { ...NEWS_FIELDS, content: 'string', contentEn: 'string' } };
export const PARTNER: KindOf<Partner> = { object: { id: 'string', name: 'string', nameEn: 'string', logo: 'string', url: 'string', category: 'string', categoryEn: 'string' } };

export const MATERIAL: KindOf<Material> = {
  object: {
    id: 'string',
    title: 'string',
    titleEn: 'string',
    description: 'string',
    descriptionEn: 'string',
    fileType: 'string',
    size: 'number',
    url: 'string',
    publishTime: 'string',
  },
};

export const ENQUIRY_RECEIPT: KindOf<EnquiryReceipt> = { object: { enquiryId: 'string' } };
export const BUILDER_FILE: KindOf<BuilderFile> = { object: { fileId: 'string', name: 'string', size: 'number', contentType: 'string' } };

export const BUILDER_FILING: KindOf<BuilderFiling> = {
  object: {
    filingId: 'string',
    company: 'string',
    contacts: { list: { object: { name: 'string', phone: 'string' } } },
    boothNos: { list: 'string' },
    documents: { list: { object: { fileId: 'string', name: 'string', size: 'number' } } },
    state: 'string',
    rejectReason: 'string',
    submitTime: 'string',
  },
};

export const ENTRANCE: KindOf<EntranceRecord> = {
  object: { id: 'string', time: 'string', gate: 'string', gateEn: 'string', direction: 'string', ticketName: 'string', ticketNameEn: 'string' },
};

/** The information routes' reply types (issue 15). */
export const INFORMATION_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}info/page`]: INFO_PAGE,
  [`GET ${RC}news/list`]: pageOf(NEWS_ITEM),
  [`GET ${RC}news/detail`]: NEWS_DETAIL,
  [`GET ${RC}partner/list`]: { list: PARTNER },
  [`GET ${RC}material/list`]: pageOf(MATERIAL),
  [`GET ${RC}material/detail`]: MATERIAL,
  [`POST ${RC}special/enquiry`]: ENQUIRY_RECEIPT,
  [`GET ${RC}builder/filing`]: BUILDER_FILING,
  [`POST ${RC}builder/upload`]: BUILDER_FILE,
  [`POST ${RC}builder/filing`]: BUILDER_FILING,
  [`GET ${RC}entrance/list`]: pageOf(ENTRANCE),
};

/**
 * Written by Spring Security OAuth itself (the bare token body and its `{error, error_description}`),
 * not through the service's ObjectMapper: the switch leaves it alone.
 */
export const BARE = 'bare';

/**
 * The declared type of `data` for every API route, by `METHOD path` as the route is registered. A
 * route missing here stops the server at start-up (see registerJacksonNulls).
 */
/** The lead tool's package order (issue 17): an Order, declared here beside the ticketing ones. */
export const LEADS_ORDER_REPLY_DATA: Readonly<Record<string, JavaKind>> = { [`POST ${RC}leadPackage/order`]: ORDER };

export const REPLY_DATA: Readonly<Record<string, JavaKind | typeof BARE>> = {
  // auth, codes, passwords, clock
  'POST /api/blade-auth/oauth/token': BARE,
  'POST /api/blade-auth/oauth/logout': VOID,
  [`POST ${RC}verificationCode/sms/send`]: VOID,
  [`POST ${RC}verificationCode/whatsapp/send`]: VOID,
  [`POST ${RC}verificationCode/email/send`]: VOID,
  [`POST ${RC}user/password/reset`]: VOID,
  [`POST ${RC}user/password/update`]: VOID,
  [`GET ${RC}system/time`]: 'number',
  // configuration and dictionaries
  [`GET ${RC}registerConfig/functionConfig`]: FUNCTION_CONFIG,
  [`GET ${RC}pageConfig`]: PAGE_CONFIG,
  [`GET ${RC}formConfigForExhibitorSelf`]: { list: FORM_FIELD },
  [`GET ${RC}registerConfig/formConfig`]: { list: FORM_FIELD },
  'GET /api/blade-system/dict-biz/dictionary': { list: DICT_ITEM },
  // the user's registration
  [`POST ${RC}user/registerType/addAndGetAll`]: USER_INFO,
  [`POST ${RC}userInfo/submit`]: USER_INFO,
  [`POST ${RC}userInfo/businessCard/upload`]: BUSINESS_CARD_SCAN,
  [`GET ${RC}questionnaire/detail`]: QUESTIONNAIRE,
  [`POST ${RC}questionnaire/answer/submit`]: USER_INFO,
  [`GET ${RC}dept/getByExhibitionIdAndUserId`]: EXHIBITOR_INFO,
  // entry-link writes, tickets, exhibitor services
  [`POST ${RC}userRegisterLink/save`]: VOID,
  [`POST ${RC}saveFissionParentId`]: VOID,
  [`POST ${RC}registerLog/save`]: VOID,
  [`POST ${RC}upgradeTicket`]: VOID,
  [`GET ${RC}invitation/share/link`]: SHARE_LINKS,
  'GET /api/ef-connect-client/exhibitorServices/cacheUserIdAndToken': CACHE_KEY,
  // WeChat (the openid redirect answers 302 without a body; only its failures are envelopes)
  [`POST ${RC}wx/noToken/getJsSdk`]: JSSDK_SIGNATURE,
  [`GET ${RC}wx/noToken/openid`]: VOID,
  [`POST ${RC}wx/openid/remove`]: VOID,
  // content and logs
  [`GET ${RC}article/detail`]: ARTICLE,
  [`GET ${RC}article/list`]: ARTICLE_PAGE,
  [`POST ${RC}log/bury`]: VOID,
  ...TICKETING_REPLY_DATA,
  ...AFTERSALES_REPLY_DATA,
  ...CONFERENCE_REPLY_DATA,
  ...INFORMATION_REPLY_DATA,
  ...DELEGATES_REPLY_DATA,
  ...LOGISTICS_REPLY_DATA,
  ...GROUPS_REPLY_DATA,
  ...REACH_REPLY_DATA,
  ...LEADS_REPLY_DATA,
  ...LEADS_ORDER_REPLY_DATA,
};
