import {
  DEFAULT_RATING as domainDefaultRating,
  followUpErrors as domainFollowUpErrors,
  isDay as domainIsDay,
  isLeadPackageType as domainIsPackageType,
  isLeadRating as domainIsRating,
  isLeadSource as domainIsSource,
  isSingleLogin as domainIsSingleLogin,
  LEAD_LIMITS as domainLimits,
  LEAD_PACKAGE_TYPES as domainPackageTypes,
  LEAD_PACKAGES as domainPackages,
  LEAD_RATINGS as domainRatings,
  LEAD_SOURCES as domainSources,
  leadContactErrors as domainContactErrors,
  leadErrors as domainLeadErrors,
  leadQualificationErrors as domainQualificationErrors,
  normaliseTags as domainNormaliseTags,
  staffMemberErrors as domainStaffErrors,
  type BankTransferInfo,
  type FollowUp,
  type Lead,
  type LeadAccount,
  type LeadCounts,
  type LeadExport,
  type LeadLookup,
  type LeadQualification,
  type LeadSaveReply,
  type LeadStaff,
  type LeadSurvey,
  type LeadUpdateReply,
  type PackageOffer,
  type ReceiptUpload,
  type TransferRequest,
  type VisitorCard,
} from '@fairpass/domain/leads';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATING,
  followUpErrors,
  isDay,
  isLeadPackageType,
  isLeadRating,
  isLeadSource,
  isSingleLogin,
  LEAD_LIMITS,
  LEAD_PACKAGE_TYPES,
  LEAD_PACKAGES,
  LEAD_RATINGS,
  LEAD_SOURCES,
  leadContactErrors,
  leadErrors,
  leadQualificationErrors,
  normaliseTags,
  staffMemberErrors,
  type LeadContactInput,
  type LeadQualificationInput,
} from './lead-rules';
import type {
  ActivePackageWire,
  BankTransferInfoWire,
  LeadAccountWire,
  LeadCountsWire,
  LeadExportWire,
  LeadLookupWire,
  LeadSaveReplyWire,
  LeadStaffWire,
  LeadSurveyWire,
  LeadUpdateReplyWire,
  LeadWire,
  PackageOfferWire,
  ReceiptUploadWire,
  TransferWire,
  VisitorCardWire,
} from './leads-wire.types';

// Checked by tsc (the type check covers this file): every reply the server sends reads as the domain's type.
type ReadsAs<Domain, Wire extends Domain> = [Domain, Wire];
export type _RepliesReadAsTheDomainsTypes = [
  ReadsAs<Lead, LeadWire>,
  ReadsAs<VisitorCard, VisitorCardWire>,
  ReadsAs<LeadLookup, LeadLookupWire>,
  ReadsAs<LeadSaveReply, LeadSaveReplyWire>,
  ReadsAs<LeadUpdateReply, LeadUpdateReplyWire>,
  ReadsAs<LeadCounts, LeadCountsWire>,
  ReadsAs<LeadExport, LeadExportWire>,
  ReadsAs<LeadSurvey, LeadSurveyWire>,
  ReadsAs<LeadAccount, LeadAccountWire>,
  ReadsAs<TransferRequest, TransferWire>,
  ReadsAs<PackageOffer, PackageOfferWire>,
  ReadsAs<BankTransferInfo, BankTransferInfoWire>,
  ReadsAs<ReceiptUpload, ReceiptUploadWire>,
  ReadsAs<LeadStaff, LeadStaffWire>,
];

type Draft = LeadContactInput & LeadQualificationInput;
const qualified = { rating: 'warm', tags: [], notes: '' } as const;
const elevenTags = Array.from({ length: 11 }, (_, i) => `tag ${i + 1}`);

const drafts: Draft[] = [
  { source: 'qr', badgeCode: 'FPB-2026-0001', ...qualified },
  { source: 'qr', badgeCode: '  ', ...qualified },
  { source: 'qr', ...qualified },
  { source: 'qr', badgeCode: 'B'.repeat(64), ...qualified },
  { source: 'qr', badgeCode: ` ${'B'.repeat(64)} `, ...qualified },
  { source: 'qr', badgeCode: 'B'.repeat(65), ...qualified },
  { source: 'qr', badgeCode: 'FPB-2026-0002', name: '张1', mobile: '1380000', email: 'x@', ...qualified },
  { source: 'qr', badgeCode: 'FPB-2026-0003', name: '王小明', mobile: '13900170003', email: 'wang@example.com', ...qualified },
  { source: 'mobile', name: '王小明', mobile: '13900170003', ...qualified },
  { source: 'mobile', ...qualified },
  { source: 'manual', name: ' ', mobile: ' ', ...qualified },
  { source: 'manual', name: 'Li Lei', mobile: '13900170099', company: '示范公司', jobTitle: '采购经理', email: 'li@example.com', ...qualified },
  { source: 'manual', name: 'Li Lei', mobile: '23900170099', email: 'not mail', ...qualified },
  { source: 'manual', name: 'Li Lei', mobile: '13900170099', company: '公'.repeat(100), jobTitle: 'J'.repeat(50), ...qualified },
  { source: 'manual', name: 'Li Lei', mobile: '13900170099', company: '公'.repeat(101), jobTitle: 'J'.repeat(51), ...qualified },
  { source: 'mobile', name: '王小明', mobile: '13900170003', rating: 'hot', tags: ['VIP', ' vip ', 'follow up'], notes: 'n'.repeat(500) },
  { source: 'mobile', name: '王小明', mobile: '13900170003', rating: 'boiling', tags: elevenTags, notes: 'n'.repeat(501) },
  { source: 'mobile', name: '王小明', mobile: '13900170003', rating: 'cold', tags: [...elevenTags.slice(0, 10), 'TAG 1', ' '], notes: '' },
  { source: 'mobile', name: '王小明', mobile: '13900170003', rating: 'cold', tags: ['标'.repeat(21)], notes: '' },
  { source: 'mobile', name: '王小明', mobile: '13900170003', ...qualified, followUp: { date: '2026-05-20', note: 'call', done: false } },
  { source: 'mobile', name: '王小明', mobile: '13900170003', ...qualified, followUp: { date: '2026-02-30', note: 'x'.repeat(201), done: false } },
  { source: 'mobile', name: '王小明', mobile: '13900170003', ...qualified, followUp: { date: '', note: '', done: true } },
  { source: 'manual', ...qualified, rating: undefined, tags: undefined, notes: undefined },
];

const qualifications: LeadQualificationInput[] = [
  {},
  { rating: 'hot' },
  { rating: 'HOT' },
  { rating: 42 },
  { tags: [] },
  { tags: ['  ', 'Ｆｕｌｌ', 'full'] },
  { tags: elevenTags },
  { tags: ['x'.repeat(20)] },
  { tags: ['x'.repeat(21)] },
  { notes: '' },
  { notes: '备'.repeat(501) },
  { followUp: { date: '2026-12-31', note: '', done: true } },
  { followUp: { date: '2026-13-01', note: '', done: false } },
  { followUp: { date: '31/12/2026', note: '', done: false } },
  { followUp: { date: '2028-02-29', note: 'n'.repeat(200), done: false } },
  { followUp: { date: '2027-02-29', note: 'n'.repeat(201), done: false } },
];

describe('the server’s copy of the domain’s lead rules', () => {
  it('finds the same field errors in every lead to save as @fairpass/domain', () => {
    for (const draft of drafts) {
      const asDomain = draft as Parameters<typeof domainLeadErrors>[0];
      expect({ draft, errors: leadErrors(draft) }).toEqual({ draft, errors: domainLeadErrors(asDomain) });
      expect({ draft, errors: leadContactErrors(draft) }).toEqual({ draft, errors: domainContactErrors(asDomain) });
    }
  });

  it('finds the same field errors in every edit of a lead’s qualification', () => {
    for (const patch of qualifications) {
      expect({ patch, errors: leadQualificationErrors(patch) }).toEqual({ patch, errors: domainQualificationErrors(patch as Partial<LeadQualification>) });
      if (patch.followUp) expect({ patch, errors: followUpErrors(patch.followUp) }).toEqual({ patch, errors: domainFollowUpErrors(patch.followUp as FollowUp) });
    }
  });

  it('keeps tags as the domain does: trimmed, one space inside, repeats in any case and width dropped', () => {
    const lists = [[], ['VIP'], [' VIP ', 'vip', 'Vip'], ['follow   up', 'Follow up', ''], ['Ｆｕｌｌ', 'full', 'ﬁne'], ['展会', '展会 ', '  '], elevenTags];
    for (const tags of lists) expect({ tags, kept: normaliseTags(tags) }).toEqual({ tags, kept: domainNormaliseTags(tags) });
  });

  it('reads days, ratings, sources and package types as the domain does', () => {
    for (const day of ['2026-05-20', '2028-02-29', '2027-02-29', '2026-04-31', '2026-00-10', '2026-5-20', '20260520', '', 20260520, undefined]) {
      expect({ day, ok: isDay(day) }).toEqual({ day, ok: domainIsDay(day) });
    }
    for (const value of ['hot', 'warm', 'cold', 'Hot', 'lukewarm', '', null, 1]) expect({ value, ok: isLeadRating(value) }).toEqual({ value, ok: domainIsRating(value) });
    for (const value of ['qr', 'mobile', 'manual', 'QR', 'scan', '', undefined]) expect({ value, ok: isLeadSource(value) }).toEqual({ value, ok: domainIsSource(value) });
    for (const value of ['single', 'multi', 'Single', 'team', '', null]) expect({ value, ok: isLeadPackageType(value) }).toEqual({ value, ok: domainIsPackageType(value) });
  });

  it('has the domain’s ratings, sources, default rating and limits', () => {
    expect({ LEAD_RATINGS, LEAD_SOURCES, DEFAULT_RATING, LEAD_LIMITS }).toEqual({
      LEAD_RATINGS: domainRatings,
      LEAD_SOURCES: domainSources,
      DEFAULT_RATING: domainDefaultRating,
      LEAD_LIMITS: domainLimits,
    });
  });

  it('sells the packages of the spec at the domain’s prices, login limits and staff rules', () => {
    expect(LEAD_PACKAGE_TYPES).toEqual(domainPackageTypes);
    expect(LEAD_PACKAGES).toEqual(domainPackages);
  });

  it('ends the other logins for the same accounts as the domain', () => {
    const period = { periodStart: '2026-05-20', periodEnd: '2026-05-22', paidBy: 'wechat' } as const;
    const accounts: { package?: ActivePackageWire }[] = [
      {},
      { package: { ...period, packageType: 'single', maxConcurrentLogins: 1 } },
      { package: { ...period, packageType: 'multi' } },
      { package: { ...period, packageType: 'multi', maxConcurrentLogins: 3 } },
    ];
    for (const account of accounts) expect({ account, single: isSingleLogin(account) }).toEqual({ account, single: domainIsSingleLogin(account) });
  });

  it('checks a staff member to add as the domain does', () => {
    const people = [
      { name: '柏员工', phone: '13800000151' },
      { name: '', phone: '' },
      { name: ' ', phone: ' ' },
      { name: '柏1', phone: '1380000015' },
      { name: 'B', phone: '03800000151' },
      { name: 'Anna Bai', phone: ' 13800000151 ' },
    ];
    for (const person of people) expect({ person, errors: staffMemberErrors(person) }).toEqual({ person, errors: domainStaffErrors(person) });
  });
});
