import type { FunctionConfig, PageConfig, RegistrationType } from '../server/wire.types';

/** One seeded exhibition: its tenant, its system configuration and its page colours. */
export interface ExhibitionSeed {
  exhibitionId: string;
  tenantId: string;
  name: string;
  functionConfig: FunctionConfig;
  pageConfig: PageConfig;
}

const registrationTypes: RegistrationType[] = [
  { registerType: 'visitor', name: '观众', nameEn: 'Visitor' },
  { registerType: 'professionalVisitor', name: '专业观众', nameEn: 'Professional visitor' },
  { registerType: 'exhibitorDept', name: '展商', nameEn: 'Exhibitor' },
  { registerType: 'commerceExhibition', name: '贸易展商', nameEn: 'Trade-fair exhibitor' },
  { registerType: 'visitingGroup', name: '观众团', nameEn: 'Visiting group' },
  { registerType: 'media', name: '媒体', nameEn: 'Media' },
  { registerType: 'conference', name: '会议', nameEn: 'Conference' },
];

const baseConfig: FunctionConfig = {
  pageTitle: '示范展会观众登记',
  pageTitleEn: 'Demo Expo registration',
  iconUrl: '/assets/demo-icon.png',
  closeRegistrationLink: 0,
  stopRegistration: 0,
  isOneCode: 0,
  shareTitle: '%%name%% 邀请您参观示范展会',
  shareTitleEn: '%%name%% invites you to Demo Expo',
  shareDesc: '立即登记，免费领取门票',
  shareDescEn: 'Register now for a free ticket',
  shareImage: '/assets/share-cn.png',
  shareImageEn: '/assets/share-en.png',
  shareMethod: 'link',
  shareMethodEn: 'link',
  showConfirmationSwitch: 1,
  cnQuestionnaireSwitch: 1,
  enQuestionnaireSwitch: 1,
  businessCardSwitch: 0,
  browserOpenSwitch: 1,
  browserOpenSwitchEn: 1,
  wechatOpenSwitch: 1,
  wechatShareOpenSwitch: 1,
  wechatOpenAutoLogin: 1,
  pageThemeColor: '#0a7cff',
  cnLoginMode: 'appsms',
  enLoginMode: 'appemail',
  globalImage: '/files/demo/poster.svg',
  giveTicketTopImage: '/files/demo/gift-top.svg',
  giveTicketBottomImage: '/files/demo/gift-bottom.svg',
  tianmuCnUrl: '',
  tianmuEnUrl: '',
  conferenceFlow: 'selectConference',
  isOpenNodeMode: 0,
  registrationTypeList: registrationTypes,
  questionnaireCount: 1,
  ticketQrRotating: 0,
};

const basePage: PageConfig = {
  pageThemeColor: '#0a7cff',
  pageThemeBgColor: '#F0F6FF',
  pageThemeCardBgColor: '#F7FAFF',
  languageSwitchBgColor: '',
  pcIztUrl: '',
  pcHomeUrl: '',
};

function exhibition(
  exhibitionId: string,
  name: string,
  config: Partial<FunctionConfig> = {},
  page: Partial<PageConfig> = {},
): ExhibitionSeed {
  return {
    exhibitionId,
    tenantId: '000000',
    name,
    functionConfig: { ...baseConfig, ...config },
    pageConfig: { ...basePage, ...page },
  };
}

/** `demo` is the main exhibition; the others each switch one rule of the next-step table on. */
export function seedExhibitions(): ExhibitionSeed[] {
  return [
    exhibition('demo', 'Demo Expo', { ticketQrRotating: 1 }),
    exhibition('closed-demo', 'Closed Expo', { closeRegistrationLink: 1, pageTitle: '已关闭展会' }),
    exhibition('stopped-demo', 'Stopped Expo', { stopRegistration: 1, pageTitle: '已停止登记展会' }),
    exhibition(
      'card-demo',
      'Business Card Expo',
      { businessCardSwitch: 1, questionnaireCount: 3, pageThemeColor: '#12a150' },
      // Empty colours on purpose: the app must fall back to the theme defaults.
      { pageThemeColor: '', pageThemeBgColor: '', pageThemeCardBgColor: '' },
    ),
    exhibition('activity-demo', 'Activity Conference', { conferenceFlow: 'activity' }),
    exhibition('confirmation-demo', 'Confirmation Conference', {
      conferenceFlow: 'confirmation',
      cnQuestionnaireSwitch: 0,
      enQuestionnaireSwitch: 0,
    }),
    exhibition('wechat-only-demo', 'WeChat-only Expo', { browserOpenSwitch: 0, browserOpenSwitchEn: 0 }),
    // the exhibitors' company information closed (design exhibitor.md §5.1): every exhibitor write answers 5003
    exhibition('exh-closed-demo', 'Closed Exhibitor Expo', { stopRegistration: 1, pageTitle: '展商信息已关闭展会' }),
  ];
}
