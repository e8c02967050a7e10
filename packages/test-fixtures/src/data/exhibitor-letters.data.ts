// The exhibitor's letters seeds of issue 31 (design exhibitor.md §5.2 "Seeds"), exhibition `demo`: the
// organiser's 3 invitation templates; dept-1001's (陈展商 13800000005) own draft, its visa letters in
// three states (issued with its PDF, reviewing, rejected: passport expires too soon) and a check-in
// window that opens tomorrow (build-up day); dept-1007's (MÜLLER Anna 13800000211) window already open
// and no letter yet. Days are relative to the server clock at reset.
import { SEED } from './seed.constants';

export const EXHIBITOR_LETTERS_SEED = {
  /** The show runs from 30 to 33 days after reset. */
  showStartsInDays: 30,
  showDays: 4,
  phones: { admin: '13800000005', anna: '13800000211' },
  /** Who signs the letters, and the show's name in them. */
  organiser: { zh: '示范展会组委会', en: 'Demo Expo Organising Committee' },
  showName: { zh: '示范展会', en: 'Demo Expo' },
} as const;

export interface TemplateSeed {
  id: string;
  /** '' for the organiser's. */
  deptId: string;
  state: 'draft' | 'published';
  titleZh: string;
  titleEn: string;
  bodyZh: string;
  bodyEn: string;
  isDefault: boolean;
}

export function seedTemplates(): TemplateSeed[] {
  const organiser = (id: string, titleZh: string, titleEn: string, bodyZh: string, bodyEn: string, isDefault = false): TemplateSeed => ({
    id,
    deptId: '',
    state: 'published',
    titleZh,
    titleEn,
    bodyZh,
    bodyEn,
    isDefault,
  });
  return [
    organiser('tpl-org-1', '%%fullName%% 诚邀您莅临展位', '%%fullEnName%% invites you to our booth', '欢迎莅临 %%exhibitionHallNo%% 馆 %%boothNos%% 展位，期待与您相见。', 'Visit us in hall %%exhibitionHallNo%%, booth %%boothNos%%. We look forward to meeting you.', true),
    organiser('tpl-org-2', '新品发布邀请', 'New product launch', '%%fullName%% 将在 %%boothNos%% 发布新品，敬请关注。', '%%fullEnName%% launches new products at booth %%boothNos%%.'),
    organiser('tpl-org-3', '贵宾洽谈邀请', 'An invitation to talk business', '%%fullName%% 诚邀您到展位洽谈合作。', '%%fullEnName%% would like to meet you at the booth.'),
    {
      id: 'tpl-1001-draft',
      deptId: SEED.exhibitorDeptId,
      state: 'draft',
      titleZh: '%%fullName%% 的专属邀请',
      titleEn: 'A personal invitation from %%fullEnName%%',
      bodyZh: '我们在 %%boothNos%% 等您。',
      bodyEn: 'We are waiting for you at %%boothNos%%.',
      isDefault: false,
    },
  ];
}

export interface VisaSeed {
  deptId: string;
  passportName: string;
  passportNo: string;
  nationality: string;
  gender: 'male' | 'female';
  birthDate: string;
  jobTitle: string;
  consulateCity: string;
  state: 'issued' | 'reviewing' | 'rejected';
  rejectReason?: { zh: string; en: string };
  /** Passport expiry in months after the show's last day. */
  expiryMonthsAfterShow: number;
}

export function seedVisas(): VisaSeed[] {
  const dept = SEED.exhibitorDeptId;
  return [
    { deptId: dept, passportName: 'WEBER JONAS', passportNo: 'C01X00T47', nationality: 'DE', gender: 'male', birthDate: '1984-06-11', jobTitle: 'Sales director', consulateCity: 'Frankfurt', state: 'issued', expiryMonthsAfterShow: 30 },
    { deptId: dept, passportName: 'DUBOIS CLAIRE', passportNo: '19FR45123', nationality: 'FR', gender: 'female', birthDate: '1990-02-03', jobTitle: 'Engineer', consulateCity: 'Paris', state: 'reviewing', expiryMonthsAfterShow: 40 },
    {
      deptId: dept,
      passportName: 'ROSSI MARCO',
      passportNo: 'YA1234567',
      nationality: 'IT',
      gender: 'male',
      birthDate: '1979-09-21',
      jobTitle: 'Technician',
      consulateCity: 'Milan',
      state: 'rejected',
      rejectReason: { zh: '护照有效期不足离境后 6 个月', en: 'The passport expires less than 6 months after departure' },
      expiryMonthsAfterShow: 3,
    },
  ];
}

/** Check-in windows in days from reset: dept-1001's opens tomorrow (build-up day), others' are open. */
export const checkinOpensInDays = (deptId: string): number => (deptId === SEED.exhibitorDeptId ? 1 : -1);
