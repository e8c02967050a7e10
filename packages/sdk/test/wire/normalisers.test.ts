// For each domain type: a reply as the real backend's Jackson setup writes it ("" / -1 / false / [] /
// {} for what is absent) comes back equal to the plain reply, and the plain reply passes unchanged.
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
  UserInfo,
} from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { normaliseArticle, normaliseArticlePage, type ArticlePage } from '../../src/content/content.normalisers';
import { normaliseDictionary } from '../../src/content/content.normalisers';
import { normaliseFunctionConfig, normalisePageConfig } from '../../src/wire/config.normalisers';
import { normaliseCacheKey, normaliseInvitationLinkInfo, normaliseJsSdkSignature, normaliseSystemTime } from '../../src/wire/link.normalisers';
import {
  normaliseBusinessCardScan,
  normaliseExhibitorInfo,
  normaliseFormField,
  normaliseFormFields,
  normaliseQuestionnaire,
} from '../../src/registration/registration.normalisers';
import { normaliseUserInfo } from '../../src/wire/user-info.normaliser';

/** Both directions for one type: Jackson → plain, plain → the very same plain object. */
function expectReadsBack<T>(normalise: (raw: unknown) => T, jackson: unknown, plain: T): void {
  expect(normalise(jackson)).toEqual(plain);
  expect(normalise(plain)).toBe(plain);
  expect(normalise(JSON.parse(JSON.stringify(plain)))).toEqual(plain);
}

const VO = { registerType: 'visitor', completeResult: '', examineResult: '', questionnaireResult: '', questionnaireTwoResult: '', questionnaireThreeResult: '' } as const;
const USER: UserInfo = {
  userId: 'u-1',
  account: '13900000000',
  name: '',
  lastName: '',
  firstName: '',
  company: '',
  companyEnName: '',
  phone: '13900000000',
  email: '',
  idNumber: '',
  boothNo: '',
  deptId: '',
  userCode: '',
  userQr: '',
  jumpUrl: '',
  isHaveTicket: 0,
  isHaveConferenceRegistration: 0,
  userExhibitionVO: VO,
  visitingGroupLeaderVO: null,
};

describe('normaliseUserInfo', () => {
  it('reads the group leader {} as null, unset flags -1 as 0 and keeps "" texts', () => {
    expectReadsBack(normaliseUserInfo, { ...USER, isHaveConferenceRegistration: -1, visitingGroupLeaderVO: {} }, USER);
  });

  it('keeps a real group-leader record, status 0 included', () => {
    const leader: UserInfo = { ...USER, visitingGroupLeaderVO: { processStatus: 0, subordinate: false } };
    expectReadsBack(normaliseUserInfo, { ...leader }, leader);
  });
});

describe('normaliseFormFields', () => {
  const select: FormField = { prop: 'position', label: '职位', labelEn: 'Position', type: 'select', required: true, dictCode: 'position' };
  const input: FormField = { prop: 'name', label: '姓名', labelEn: 'Name', type: 'input', required: false, rule: 'name', maxLength: 20, placeholder: '请输入', placeholderEn: 'Name' };

  it('leaves out "" rules, dictionaries and placeholders and the -1 length limit', () => {
    const jackson = [
      { ...select, rule: '', maxLength: -1, placeholder: '', placeholderEn: '' },
      { ...input, dictCode: '' },
    ];
    expectReadsBack(normaliseFormFields, jackson, [select, input]);
    expectReadsBack(normaliseFormField, jackson[0], select);
  });

  it('reads a null list as []', () => {
    expect(normaliseFormFields(null)).toEqual([]);
  });
});

describe('normaliseQuestionnaire', () => {
  const questionnaire: Questionnaire = {
    id: 'q-1',
    index: 1,
    title: '调查',
    titleEn: 'Survey',
    questions: [
      { id: 'q-1-a', title: '目的', titleEn: 'Why', type: 'single', required: true, options: [{ id: 'buy', label: '采购', labelEn: 'Buying' }] },
      { id: 'q-1-b', title: '建议', titleEn: 'Else', type: 'text', required: false, options: [] },
    ],
  };

  it('reads {} as "no questionnaire" (null) and null as null', () => {
    expect(normaliseQuestionnaire({})).toBeNull();
    expect(normaliseQuestionnaire(null)).toBeNull();
  });

  it('keeps a questionnaire; a text question\'s options are []', () => {
    expectReadsBack(normaliseQuestionnaire, JSON.parse(JSON.stringify(questionnaire)), questionnaire);
  });
});

describe('normaliseExhibitorInfo', () => {
  const dept: ExhibitorInfo = {
    id: 'dept-1',
    fullName: '示范电子',
    fullEnName: 'Demo',
    exhibitorJournalName: '',
    exhibitorJournalEnName: '',
    journalContacts: '',
    journalContactInformation: '',
    journalIntroduction: '',
    journalEnIntroduction: '',
    journalLogo: '',
    deptName: '示范电子',
    deptEnName: 'Demo',
    exhibitorBoardId: '',
    exhibitorJournalId: '',
    companyExhibitionVO: { deptId: 'dept-1', exhibitionHallNo: 'A1', boothNo: 'A1-101', boothNos: 'A1-101,A1-102' },
  };

  it('reads {} as "no exhibitor" (null) and keeps a company', () => {
    expect(normaliseExhibitorInfo({})).toBeNull();
    expect(normaliseExhibitorInfo(null)).toBeNull();
    expectReadsBack(normaliseExhibitorInfo, { ...dept }, dept);
  });
});

describe('normaliseBusinessCardScan', () => {
  it('leaves out the fields the scanner could not read ("")', () => {
    const scan: BusinessCardScan = { url: 'https://x/card.png', fields: { name: '张名片', phone: '13800000099' } };
    expectReadsBack(normaliseBusinessCardScan, { url: scan.url, fields: { name: '张名片', company: '', position: '', phone: '13800000099', email: '' } }, scan);
  });

  it('reads fields {} as none read', () => {
    const empty: BusinessCardScan = { url: 'u', fields: {} };
    expectReadsBack(normaliseBusinessCardScan, { url: 'u', fields: { name: '', company: '', position: '', phone: '', email: '' } }, empty);
  });
});

describe('config normalisers', () => {
  const config = {
    pageTitle: '示范展会',
    pageTitleEn: 'Demo',
    iconUrl: '',
    closeRegistrationLink: 0,
    stopRegistration: 0,
    isOneCode: 0,
    shareTitle: '',
    shareTitleEn: '',
    shareDesc: '',
    shareDescEn: '',
    shareImage: '',
    shareImageEn: '',
    shareMethod: '',
    shareMethodEn: '',
    showConfirmationSwitch: 1,
    cnQuestionnaireSwitch: 1,
    enQuestionnaireSwitch: 0,
    businessCardSwitch: 0,
    browserOpenSwitch: 1,
    browserOpenSwitchEn: 1,
    wechatOpenSwitch: 1,
    wechatShareOpenSwitch: 1,
    wechatOpenAutoLogin: 0,
    pageThemeColor: '#0a7cff',
    cnLoginMode: 'appsms',
    enLoginMode: 'appemail',
    globalImage: '',
    giveTicketTopImage: '',
    giveTicketBottomImage: '',
    tianmuCnUrl: '',
    tianmuEnUrl: '',
    conferenceFlow: '',
    isOpenNodeMode: 0,
    registrationTypeList: [{ registerType: 'visitor', name: '观众', nameEn: 'Visitor' }],
    questionnaireCount: 1,
  } satisfies FunctionConfig;

  it('normaliseFunctionConfig: unset switches (-1) are 0, "" texts stay', () => {
    expectReadsBack(normaliseFunctionConfig, { ...config, enQuestionnaireSwitch: -1, businessCardSwitch: -1, wechatOpenAutoLogin: -1 }, config as FunctionConfig);
  });

  it('normaliseFunctionConfig: a null registration-type list is []', () => {
    expect(normaliseFunctionConfig({ ...config, registrationTypeList: null }).registrationTypeList).toEqual([]);
  });

  it('normalisePageConfig: "" colours stay "" (the theme falls back to its defaults)', () => {
    const page: PageConfig = { pageThemeColor: '', pageThemeBgColor: '#fff', pageThemeCardBgColor: '', languageSwitchBgColor: '', pcIztUrl: '', pcHomeUrl: '' };
    expectReadsBack(normalisePageConfig, { ...page }, page);
  });

  it('normaliseDictionary: [] stays [], null is []', () => {
    const items: DictionaryItem[] = [{ dictKey: 'food', dictValue: '食品' }];
    expectReadsBack(normaliseDictionary, [{ dictKey: 'food', dictValue: '食品' }], items);
    const empty: DictionaryItem[] = [];
    expect(normaliseDictionary(empty)).toBe(empty);
    expect(normaliseDictionary(null)).toEqual([]);
  });
});

describe('content normalisers', () => {
  it('normaliseArticle keeps its texts', () => {
    const article: Article = { id: '1', title: '须知', titleEn: 'Guide', content: '<p>x</p>', contentEn: '' };
    expectReadsBack(normaliseArticle, { ...article }, article);
  });

  it('normaliseArticlePage reads null records as []', () => {
    const page: ArticlePage = { records: [{ id: '1', title: '须知', titleEn: 'Guide' }], total: 1, size: 10, current: 1, pages: 1 };
    expectReadsBack(normaliseArticlePage, JSON.parse(JSON.stringify(page)), page);
    expect(normaliseArticlePage({ records: null, total: 0, size: 10, current: 1, pages: 0 }).records).toEqual([]);
  });
});

describe('link, WeChat and clock normalisers', () => {
  it('normaliseInvitationLinkInfo keeps "" links as ""', () => {
    const links: InvitationLinkInfo = { cnLandingPageUrl: 'a', enLandingPageUrl: '', cnRegisterLinkUrl: 'b', enRegisterLinkUrl: '', cnCustomerUrl: '', enCustomerUrl: '' };
    expectReadsBack(normaliseInvitationLinkInfo, { ...links, enCustomerUrl: null }, links);
  });

  it('normaliseJsSdkSignature keeps the timestamp as sent', () => {
    const signature: JsSdkSignature = { appId: 'wx1', timestamp: '1414587457', nonceStr: 'n', signature: 's' };
    expectReadsBack(normaliseJsSdkSignature, { ...signature }, signature);
  });

  it('normaliseCacheKey', () => {
    const key = { cacheKey: 'abc' };
    expectReadsBack(normaliseCacheKey, { cacheKey: 'abc' }, key);
  });

  it('normaliseSystemTime: -1 and null are "no time", a numeric string is a number', () => {
    expect(normaliseSystemTime(1714521600000)).toBe(1714521600000);
    expect(normaliseSystemTime('1714521600000')).toBe(1714521600000);
    expect([normaliseSystemTime(-1), normaliseSystemTime(null), normaliseSystemTime({}), normaliseSystemTime('')]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
