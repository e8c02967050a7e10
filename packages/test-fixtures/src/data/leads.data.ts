// The trade-fair lead tool's seeds on `demo` (issue 17): 50 registered visitors to find by their badge's
// QR code or their mobile (a deterministic generator: the same every reset), the exhibitors' lead
// accounts — 13800000006 on a single-person package, 13800000150 (admin) and 13800000151 on a
// multi-person package, 13800000152 with no package yet — their qualification survey, and a few leads
// already captured so the lists are not empty.
import type { LeadSurvey } from '@fairpass/domain/leads';
import type { LeadAccountRecord, LeadRecord, VisitorRecord } from '../server/leads/leads-records';
import type { UserRecord } from '../server/user-record';
import { beijingTime } from '../server/kit/beijing-time';
import { SEED } from './seed.constants';
import { completedProfile, userRecord } from './user.factory';

const L = SEED.leads;
const demo = SEED.exhibitions.demo;

const SURNAMES = [...'赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜'];
const GIVEN = ['子涵', '浩然', '欣怡', '宇轩', '梓萱', '俊杰', '雨桐', '思远', '嘉怡', '一鸣', '晓东', '海燕'];
const COMPANIES = ['华东机械进出口有限公司', '深圳智造科技有限公司', '宁波港贸易有限公司', '北京新材料研究院', '广州美家家居有限公司', 'Pacific Sourcing Ltd.', 'Nordic Tools AB'];
const TITLES = ['采购经理', '总经理', '工程师', '市场总监', 'Buyer', 'Sourcing Manager'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Visitor `n` (1–50): the badge code and mobile the README lists. */
export const visitorBadge = (n: number): string => `${L.badgePrefix}${pad(n, 4)}`;
export const visitorMobile = (n: number): string => `${L.mobilePrefix}${pad(n, 3)}`;

export function seedLeadVisitors(): VisitorRecord[] {
  return Array.from({ length: L.visitorCount }, (_, i) => {
    const n = i + 1;
    const name = `${SURNAMES[i % SURNAMES.length]}${GIVEN[Math.floor(i / SURNAMES.length + i) % GIVEN.length]}`;
    return {
      visitorId: `lv-${pad(n, 4)}`,
      exhibitionId: demo,
      badgeCode: visitorBadge(n),
      name,
      mobile: visitorMobile(n),
      company: COMPANIES[i % COMPANIES.length] ?? '',
      jobTitle: TITLES[i % TITLES.length] ?? '',
      email: n % 3 === 0 ? `visitor${pad(n, 2)}@example.com` : '',
    };
  });
}

/** The qualification survey each account starts with. */
export const seedSurvey = (accountId: string): LeadSurvey => ({
  surveyId: `survey-${accountId}`,
  title: '客户资质调查',
  titleEn: 'Customer qualification',
  questions: [
    {
      id: 'q-budget',
      title: '采购预算',
      titleEn: 'Purchasing budget',
      type: 'single',
      required: true,
      options: [
        { id: 'b-small', label: '10 万元以下', labelEn: 'Under 100k CNY' },
        { id: 'b-mid', label: '10–100 万元', labelEn: '100k–1M CNY' },
        { id: 'b-large', label: '100 万元以上', labelEn: 'Over 1M CNY' },
      ],
    },
    {
      id: 'q-products',
      title: '感兴趣的产品',
      titleEn: 'Products of interest',
      type: 'multiple',
      required: false,
      options: [
        { id: 'p-machines', label: '整机', labelEn: 'Machines' },
        { id: 'p-parts', label: '零部件', labelEn: 'Parts' },
        { id: 'p-service', label: '售后服务', labelEn: 'After-sales service' },
      ],
    },
    { id: 'q-timing', title: '预计采购时间', titleEn: 'When they plan to buy', type: 'text', required: false, options: [] },
  ],
});

export function seedLeadUsers(): UserRecord[] {
  const trader = (phone: string, name: string, company: string, deptId: string, purpose: string) =>
    userRecord({ exhibitionId: demo, phone, registerType: 'commerceExhibition', ...completedProfile(name, company), examineResult: 'approve', deptId, purpose });
  return [
    trader(L.multiAdmin, '闫主管', '多人线索贸易有限公司', 'dept-1150', 'lead tool: admin of a multi-person package (sees every staff member’s leads)'),
    trader(L.multiStaff, '柏员工', '多人线索贸易有限公司', 'dept-1150', 'lead tool: staff of 13800000150’s multi-person package'),
    trader(L.noPackage, '蓝新展', '新展商科技有限公司', 'dept-1152', 'lead tool: no package yet (buys one by WeChat Pay or bank transfer)'),
  ];
}

export function seedLeadAccounts(): LeadAccountRecord[] {
  const user = (phone: string) => `u-${demo}-${phone}`;
  const account = (accountId: string, deptId: string, company: string, admin: string, staff: string[], seeded?: LeadAccountRecord['seededPackage']): LeadAccountRecord => ({
    accountId,
    exhibitionId: demo,
    deptId,
    company,
    adminUserId: user(admin),
    staffUserIds: staff.map(user),
    ...(seeded === undefined ? {} : { seededPackage: seeded }),
    survey: seedSurvey(accountId),
  });
  return [
    account(L.accounts.single, 'dept-1002', '贸易配对有限公司', SEED.phones.tradeFairExhibitor, [], { packageType: 'single', paidBy: 'wechat' }),
    account(L.accounts.multi, 'dept-1150', '多人线索贸易有限公司', L.multiAdmin, [L.multiStaff], { packageType: 'multi', paidBy: 'transfer' }),
    account(L.accounts.none, 'dept-1152', '新展商科技有限公司', L.noPackage, []),
  ];
}

/** Leads already captured: 5 by 13800000006, 3 by 13800000150 and 4 by 13800000151, an hour apart. */
export function seedLeads(now: number, visitors: readonly VisitorRecord[]): LeadRecord[] {
  const HOUR = 3_600_000;
  const plan: [string, string, string, number[]][] = [
    [L.accounts.single, SEED.phones.tradeFairExhibitor, '褚贸易', [1, 2, 3, 4, 5]],
    [L.accounts.multi, L.multiAdmin, '闫主管', [6, 7, 8]],
    [L.accounts.multi, L.multiStaff, '柏员工', [9, 10, 11, 12]],
  ];
  const ratings = ['hot', 'warm', 'cold'] as const;
  return plan.flatMap(([accountId, phone, byName, numbers]) =>
    numbers.map((n, i): LeadRecord => {
      const visitor = visitors[n - 1] as VisitorRecord;
      const at = now - (numbers.length - i) * HOUR - n * 60_000;
      return {
        leadId: `seed-lead-${pad(n, 4)}`,
        accountId,
        exhibitionId: demo,
        source: 'qr',
        badgeCode: visitor.badgeCode,
        visitorId: visitor.visitorId,
        name: visitor.name,
        mobile: visitor.mobile,
        company: visitor.company,
        jobTitle: visitor.jobTitle,
        ...(visitor.email ? { email: visitor.email } : {}),
        rating: ratings[n % 3] ?? 'warm',
        tags: n % 2 === 0 ? ['VIP'] : [],
        notes: n % 2 === 0 ? '对整机感兴趣 Interested in machines' : '',
        capturedByUserId: `u-${demo}-${phone}`,
        capturedByName: byName,
        capturedAt: beijingTime(at),
        createdAt: at,
        updatedAt: at,
        version: 1,
      };
    }),
  );
}
