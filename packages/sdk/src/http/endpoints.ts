// The ONE typed catalogue of backend endpoints the SDK calls; it follows docs/endpoints.md exactly.
// Gateways name an endpoint here and never spell a path themselves.
import type {
  Article,
  BusinessCardScan,
  DictionaryItem,
  ExhibitorInfo,
  FormField,
  FunctionConfig,
  InvitationLinkInfo,
  JsSdkSignature,
  PageConfig,
  Questionnaire,
  QuestionnaireAnswer,
  QuestionnaireIndex,
  UserInfo,
} from '@fairpass/domain';
import type { TokenBody } from './wire-types';

const RC = '/api/ef-registration-client/';

/** How one endpoint is called. */
export interface EndpointSpec {
  method: 'GET' | 'POST';
  path: string;
  /**
   * Input sent as an `x-www-form-urlencoded` body (the token endpoint). The backend reads these
   * parameters from the query or the form alike (Spring `@RequestParam`); the form keeps passwords,
   * codes and refresh tokens out of URLs, where proxies and access logs would keep them.
   */
  formInput?: true;
  /** The body is bare (token endpoint), not the BladeX envelope. */
  bare?: true;
  /** Write that must not happen twice: carries an `Idempotency-Key` and may be retried with it. */
  idempotent?: true;
  /** Write that may run alongside itself (fire-and-forget logs), so the in-flight lock skips it. */
  concurrent?: true;
  /** Multipart upload with the long upload time-out. */
  upload?: true;
}

export const ENDPOINTS = {
  token: { method: 'POST', path: '/api/blade-auth/oauth/token', formInput: true, bare: true },
  logout: { method: 'POST', path: '/api/blade-auth/oauth/logout' },
  sendSmsCode: { method: 'POST', path: `${RC}verificationCode/sms/send` },
  sendWhatsAppCode: { method: 'POST', path: `${RC}verificationCode/whatsapp/send` },
  sendEmailCode: { method: 'POST', path: `${RC}verificationCode/email/send` },
  resetPassword: { method: 'POST', path: `${RC}user/password/reset` },
  updatePassword: { method: 'POST', path: `${RC}user/password/update` },
  systemTime: { method: 'GET', path: `${RC}system/time` },
  functionConfig: { method: 'GET', path: `${RC}registerConfig/functionConfig` },
  pageConfig: { method: 'GET', path: `${RC}pageConfig` },
  exhibitorSelfFormConfig: { method: 'GET', path: `${RC}formConfigForExhibitorSelf` },
  registrationFormConfig: { method: 'GET', path: `${RC}registerConfig/formConfig` },
  dictionary: { method: 'GET', path: '/api/blade-system/dict-biz/dictionary' },
  addAndGetAll: { method: 'POST', path: `${RC}user/registerType/addAndGetAll` },
  submitUserInfo: { method: 'POST', path: `${RC}userInfo/submit`, idempotent: true },
  uploadBusinessCard: { method: 'POST', path: `${RC}userInfo/businessCard/upload`, upload: true },
  questionnaireDetail: { method: 'GET', path: `${RC}questionnaire/detail` },
  submitQuestionnaire: { method: 'POST', path: `${RC}questionnaire/answer/submit`, idempotent: true },
  exhibitorDept: { method: 'GET', path: `${RC}dept/getByExhibitionIdAndUserId` },
  saveRegisterLink: { method: 'POST', path: `${RC}userRegisterLink/save`, idempotent: true },
  saveFissionParent: { method: 'POST', path: `${RC}saveFissionParentId`, idempotent: true },
  saveRegisterLog: { method: 'POST', path: `${RC}registerLog/save`, idempotent: true, concurrent: true },
  upgradeTicket: { method: 'POST', path: `${RC}upgradeTicket`, idempotent: true },
  cacheUserIdAndToken: { method: 'GET', path: '/api/ef-connect-client/exhibitorServices/cacheUserIdAndToken' },
  shareLink: { method: 'GET', path: `${RC}invitation/share/link` },
  jsSdkSignature: { method: 'POST', path: `${RC}wx/noToken/getJsSdk` },
  openidRedirect: { method: 'GET', path: `${RC}wx/noToken/openid` },
  removeOpenid: { method: 'POST', path: `${RC}wx/openid/remove` },
  articleDetail: { method: 'GET', path: `${RC}article/detail` },
  logBury: { method: 'POST', path: `${RC}log/bury`, concurrent: true },
} as const satisfies Record<string, EndpointSpec>;

export type EndpointName = keyof typeof ENDPOINTS;

export type Scene = 'login' | 'reset';
export type ExhibitionQuery = { exhibitionId: string; registerType: string };

/** Token request parameters shared by every grant (the backend spells `languatetype` so). */
export interface TokenCommon {
  tenantId: string;
  type?: string;
  exhibitionid?: string;
  languatetype?: string;
}

/** Input and response `data` of every endpoint. */
export interface EndpointTypes {
  token: { input: TokenCommon & Record<string, string | undefined>; data: TokenBody };
  logout: { input: undefined; data: null };
  sendSmsCode: { input: { phone: string; scene: Scene }; data: null };
  sendWhatsAppCode: { input: { phone: string; scene: Scene }; data: null };
  sendEmailCode: { input: { email: string; scene: Scene }; data: null };
  resetPassword: {
    input: { account: string; code: string; newPassword: string; newPassword1: string };
    data: null;
  };
  updatePassword: { input: { oldPassword: string; newPassword: string; newPassword1: string }; data: null };
  systemTime: { input: undefined; data: number };
  functionConfig: { input: ExhibitionQuery; data: FunctionConfig };
  pageConfig: { input: ExhibitionQuery; data: PageConfig };
  exhibitorSelfFormConfig: { input: ExhibitionQuery; data: FormField[] };
  registrationFormConfig: { input: ExhibitionQuery & { languageType: string }; data: FormField[] };
  dictionary: { input: { code: string }; data: DictionaryItem[] };
  addAndGetAll: { input: { exhibitionId: string; topRegisterType: string }; data: UserInfo };
  submitUserInfo: {
    input: { exhibitionId: string; registerType: string; values: Readonly<Record<string, string | readonly string[]>> };
    data: UserInfo;
  };
  uploadBusinessCard: { input: FormData; data: BusinessCardScan };
  questionnaireDetail: {
    input: ExhibitionQuery & { languageType: string; index: QuestionnaireIndex };
    data: Questionnaire | null;
  };
  submitQuestionnaire: {
    input: {
      exhibitionId: string;
      questionnaireId: string;
      index: QuestionnaireIndex;
      answers: readonly QuestionnaireAnswer[];
    };
    data: UserInfo;
  };
  exhibitorDept: { input: { userId: string; exhibitionId: string }; data: ExhibitorInfo | null };
  saveRegisterLink: {
    input: {
      registerLinkId: string;
      sourceCode?: string;
      inviteType?: string;
      inviteDeptId?: string;
      inviteUserId?: string;
      inviteUserName?: string;
    };
    data: null;
  };
  saveFissionParent: { input: { exhibitionId: string; fissionParentBladeUserId: string }; data: null };
  saveRegisterLog: {
    input: { exhibitionId: string; registerType: string; registrationSource?: string; sourceCode?: string; url: string };
    data: null;
  };
  upgradeTicket: { input: { exhibitionId: string; upgradeTicket: string }; data: null };
  cacheUserIdAndToken: { input: { exhibitionId: string }; data: { cacheKey: string } };
  shareLink: { input: { registerType: string }; data: InvitationLinkInfo };
  jsSdkSignature: { input: { url: string; tenantId: string }; data: JsSdkSignature };
  openidRedirect: { input: { tenantId: string; url: string }; data: never };
  removeOpenid: { input: { openid: string }; data: null };
  articleDetail: { input: { id: string }; data: Article };
  logBury: { input: { event: string; page: string; data?: Record<string, unknown> }; data: null };
}

export type EndpointInput<N extends EndpointName> = EndpointTypes[N]['input'];
export type EndpointData<N extends EndpointName> = EndpointTypes[N]['data'];
