// Wire shapes of docs/endpoints.md, declared here so the contract server does not depend on the
// domain package's progress; what matters is that they match the catalogue field by field.

export type Switch = 0 | 1;
export type LanguageType = 'cn' | 'en';

export interface Envelope<T> {
  code: number | string;
  success: boolean;
  data: T;
  msg: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export interface TokenBody {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  expires_in: number;
  user_id: string;
  dept_id: string;
  tenant_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  role_name: string;
  avatar: string;
}

export interface RegistrationType {
  registerType: string;
  name: string;
  nameEn: string;
}

export interface FunctionConfig {
  pageTitle: string;
  pageTitleEn: string;
  iconUrl: string;
  closeRegistrationLink: Switch;
  stopRegistration: Switch;
  isOneCode: Switch;
  shareTitle: string;
  shareTitleEn: string;
  shareDesc: string;
  shareDescEn: string;
  shareImage: string;
  shareImageEn: string;
  shareMethod: string;
  shareMethodEn: string;
  showConfirmationSwitch: Switch;
  cnQuestionnaireSwitch: Switch;
  enQuestionnaireSwitch: Switch;
  businessCardSwitch: Switch;
  browserOpenSwitch: Switch;
  browserOpenSwitchEn: Switch;
  wechatOpenSwitch: Switch;
  wechatShareOpenSwitch: Switch;
  wechatOpenAutoLogin: Switch;
  pageThemeColor: string;
  cnLoginMode: 'appsms' | 'password';
  enLoginMode: 'appemail' | 'password';
  globalImage: string;
  giveTicketTopImage: string;
  giveTicketBottomImage: string;
  tianmuCnUrl: string;
  tianmuEnUrl: string;
  conferenceFlow: '' | 'selectConference' | 'activity' | 'confirmation';
  isOpenNodeMode: Switch;
  registrationTypeList: RegistrationType[];
  questionnaireCount: 1 | 2 | 3;
  /** Tickets carry a rotating entry code besides the static one (issue 13). */
  ticketQrRotating: Switch;
}

export interface PageConfig {
  pageThemeColor: string;
  pageThemeBgColor: string;
  pageThemeCardBgColor: string;
  languageSwitchBgColor: string;
  pcIztUrl: string;
  pcHomeUrl: string;
}

export type FormFieldType = 'input' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'date' | 'image';
export type FormFieldRule = 'name' | 'mobile' | 'email' | 'idNumber' | 'creditCode' | 'phone';

export interface FormField {
  prop: string;
  label: string;
  labelEn: string;
  type: FormFieldType;
  required: boolean;
  dictCode?: string;
  rule?: FormFieldRule;
  maxLength?: number;
  placeholder?: string;
  placeholderEn?: string;
}

export interface DictItem {
  dictKey: string;
  dictValue: string;
}

export type CompleteResult = 'succ' | '';
export type ExamineResult = 'approve' | 'pending' | 'reject' | '';
export type QuestionnaireResult = 'complete' | '';

export interface UserExhibitionVO {
  registerType: string;
  completeResult: CompleteResult;
  examineResult: ExamineResult;
  questionnaireResult: QuestionnaireResult;
  questionnaireTwoResult: QuestionnaireResult;
  questionnaireThreeResult: QuestionnaireResult;
}

export interface UserInfo {
  userId: string;
  account: string;
  name: string;
  lastName: string;
  firstName: string;
  company: string;
  companyEnName: string;
  phone: string;
  email: string;
  idNumber: string;
  boothNo: string;
  deptId: string;
  userCode: string;
  userQr: string;
  jumpUrl: string;
  isHaveTicket: Switch;
  isHaveConferenceRegistration: Switch;
  userExhibitionVO: UserExhibitionVO;
  /** `subordinate`: a group account's sub-account acting for its leader (issue 29). */
  visitingGroupLeaderVO: { processStatus: number; subordinate: boolean } | null;
}

export interface QuestionOption {
  id: string;
  label: string;
  labelEn: string;
}

export interface Question {
  id: string;
  title: string;
  titleEn: string;
  type: 'single' | 'multiple' | 'text';
  required: boolean;
  options: QuestionOption[];
}

export interface Questionnaire {
  id: string;
  index: 1 | 2 | 3;
  title: string;
  titleEn: string;
  questions: Question[];
}

export interface CompanyExhibitionVO {
  deptId: string;
  exhibitionHallNo: string;
  boothNo: string;
  boothNos: string[];
}

export interface ExhibitorInfo {
  id: string;
  fullName: string;
  fullEnName: string;
  exhibitorJournalName: string;
  exhibitorJournalEnName: string;
  journalContacts: string;
  journalContactInformation: string;
  journalIntroduction: string;
  journalEnIntroduction: string;
  journalLogo: string;
  deptName: string;
  deptEnName: string;
  exhibitorBoardId: string;
  exhibitorJournalId: string;
  companyExhibitionVO: CompanyExhibitionVO;
}

export interface ShareLinks {
  cnLandingPageUrl: string;
  enLandingPageUrl: string;
  cnRegisterLinkUrl: string;
  enRegisterLinkUrl: string;
  cnCustomerUrl: string;
  enCustomerUrl: string;
}

export interface Article {
  id: string;
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
}

/** A row of `article/list` (the page holds titles only). */
export interface ArticleTitle {
  id: string;
  title: string;
  titleEn: string;
}

/** What the card recognition read; a field it could not read is left out. */
export interface BusinessCardFields {
  name?: string;
  company?: string;
  position?: string;
  phone?: string;
  email?: string;
}

export interface BusinessCardScan {
  url: string;
  fields: BusinessCardFields;
}

export interface JsSdkSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** `cacheUserIdAndToken`: a one-time key standing in for user and token. */
export interface CacheKey {
  cacheKey: string;
}
