// The declared (Java) type of every field of the core replies (login, codes, configuration, the
// registration, questionnaires, links, WeChat, content), and the machinery every area's table uses.
// JSON null has no type, but the real backend's ObjectMapper writes a null by the type the field is
// declared with (BladeX's BladeBeanSerializerModifier: String → "", Number → -1, Boolean → false,
// array/Collection → [], anything else → {}). The Jackson-nulls switch (jackson-nulls.ts) reads these
// tables to do the same. Each business area declares its own replies beside its routes
// (`<area>/<area>-field-types.ts`, given as `serverArea.replyData`), and routes/all.routes.ts puts the
// core's and the areas' together (REPLY_DATA). Each table is typed from the wire types: a field
// missing, or declared with the wrong kind, is a compile error.
import { RC } from './context';
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

/** A BladeX page of `record` (`IPage<T>`). */
export const pageOf = (record: JavaKind): JavaKind => ({ object: { records: { list: record }, total: 'number', size: 'number', current: 'number', pages: 'number' } });

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
    visitingGroupLeaderVO: { object: { processStatus: 'number', subordinate: 'boolean' } },
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

/**
 * Written by Spring Security OAuth itself (the bare token body and its `{error, error_description}`),
 * not through the service's ObjectMapper: the switch leaves it alone.
 */
export const BARE = 'bare';

/** The declared type of `data` of the core API routes, by `METHOD path` as the route is registered. */
export const CORE_REPLY_DATA: Readonly<Record<string, JavaKind | typeof BARE>> = {
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
  [`POST ${RC}wx/openid/bind`]: VOID,
  [`POST ${RC}wx/openid/remove`]: VOID,
  // content and logs
  [`GET ${RC}article/detail`]: ARTICLE,
  [`GET ${RC}article/list`]: ARTICLE_PAGE,
  [`POST ${RC}log/bury`]: VOID,
};
