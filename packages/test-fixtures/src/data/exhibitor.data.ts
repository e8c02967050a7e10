// The exhibitor's company seeds of issue 30 (design exhibitor.md §5.1 "Seeds"), exhibition `demo`. The
// existing 13800000005 (陈展商, dept-1001) keeps its login and landing; the new logins 13800000200–207
// each stand at one point of the onboarding or of the permission gate. Times are relative to the
// server clock at reset.
import type { UserRecord } from '../server/user-record';
import { SERVICES_SEED } from './exhibitor-services.data';
import { SEED } from './seed.constants';
import { userRecord } from './user.factory';

const demo = SEED.exhibitions.demo;

export const EXHIBITOR_SEED = {
  phones: {
    /** no account: signs up through the exhibitor link, applies, binds dept-1003 with FPX7K2Q9 */
    newcomer: '13800000200',
    /** applied and bound, company form incomplete */
    formIncomplete: '13800000201',
    /** under review, submitted 30 hours before reset */
    underReview: '13800000202',
    /** refused with a reason */
    refused: '13800000203',
    /** approved, no booth allocated yet */
    noBooth: '13800000204',
    /** approved, raw space 36 m² */
    rawSpace: '13800000205',
    /** an exhibitor_product login of dept-1001: products only */
    productsOnly: '13800000206',
    /** exhibits 6/6, products 20/20 */
    catalogueFull: '13800000207',
    /** 陈展商, dept-1001's admin (the existing exhibitor seed) */
    admin: '13800000005',
  },
  newcomerCode: 'FPX7K2Q9',
  newcomerDeptId: 'dept-1003',
  refusal: { cn: '营业执照与公司名称不一致', en: 'The business licence and the company name differ' },
  exhibitorLink: 'http://127.0.0.1:7700/?exhibitionId=demo&registerType=exhibitorDept&tenantId=000000#/exhibitorSelfService/exhibitorRegist/login',
} as const;

const P = EXHIBITOR_SEED.phones;

export interface ExhibitorBoothSeed {
  boothNo: string;
  hallNo: string;
  type: 'standard' | 'raw';
  areaM2: number;
}

export interface ExhibitorCompanySeed {
  deptId: string;
  fullName: string;
  fullEnName: string;
  creditCode: string;
  logo: string;
  certificationCode: string;
  booths: ExhibitorBoothSeed[];
  introduction?: string;
  introductionEn?: string;
}

export interface ExhibitorAccountSeed {
  phone: string;
  state: 'submitted' | 'approved' | 'rejected';
  /** Hours before reset the application went in. */
  submittedHoursAgo: number;
  deptId: string;
  formComplete: boolean;
  admin: boolean;
  registerType: string;
  rejectReason?: { cn: string; en: string };
  /** What the application said, as `RC exhibitor/apply` took it. */
  application?: Record<string, unknown>;
}

/** The companies behind the seeds, each with the certification code the organiser hands out. */
export function seedExhibitorCompanies(): ExhibitorCompanySeed[] {
  const standard = (boothNo: string, areaM2: number): ExhibitorBoothSeed => ({ boothNo, hallNo: boothNo.split('-')[0] ?? '', type: 'standard', areaM2 });
  return [
    {
      deptId: SEED.exhibitorDeptId,
      fullName: '示范电子有限公司',
      fullEnName: 'Demo Electronics Co., Ltd.',
      creditCode: '91310000MA1FL4CT3U',
      logo: '/assets/demo-electronics.png',
      certificationCode: 'DEMO1001',
      booths: [standard('A1-101', 18), standard('A1-102', 9)],
      introduction: '专注智能硬件十年。',
      introductionEn: 'Ten years of smart hardware.',
    },
    { deptId: EXHIBITOR_SEED.newcomerDeptId, fullName: '', fullEnName: '', creditCode: '', logo: '', certificationCode: EXHIBITOR_SEED.newcomerCode, booths: [] },
    { deptId: 'dept-1004', fullName: '待审科技有限公司', fullEnName: 'Pending Tech Ltd.', creditCode: '', logo: '', certificationCode: 'PEND1004', booths: [] },
    {
      deptId: 'dept-1005',
      fullName: '光地展示有限公司',
      fullEnName: 'Raw Space Display Ltd.',
      creditCode: '',
      logo: '',
      certificationCode: 'RAWS1005',
      booths: [{ boothNo: 'B2-301', hallNo: 'B2', type: 'raw', areaM2: 36 }],
    },
    { deptId: 'dept-1009', fullName: '满额展品有限公司', fullEnName: 'Full Catalogue Ltd.', creditCode: '', logo: '', certificationCode: 'FULL1009', booths: [standard('C3-101', 9)] },
  ];
}

/** The exhibitor state of each seeded login (13800000200 has none: it applies during the run). */
export function seedExhibitorAccounts(): ExhibitorAccountSeed[] {
  const approved = (phone: string, deptId: string, registerType = 'exhibitorDept'): ExhibitorAccountSeed => ({
    phone,
    state: 'approved',
    submittedHoursAgo: 24 * 30,
    deptId,
    formComplete: true,
    admin: registerType === 'exhibitorDept',
    registerType,
  });
  return [
    approved(P.admin, SEED.exhibitorDeptId),
    { phone: P.formIncomplete, state: 'submitted', submittedHoursAgo: 2, deptId: 'dept-1004', formComplete: false, admin: true, registerType: 'exhibitorDept' },
    { phone: P.underReview, state: 'submitted', submittedHoursAgo: 30, deptId: 'dept-1004', formComplete: true, admin: false, registerType: 'exhibitorDept' },
    {
      phone: P.refused,
      state: 'rejected',
      submittedHoursAgo: 72,
      deptId: 'dept-1004',
      formComplete: true,
      admin: false,
      registerType: 'exhibitorDept',
      rejectReason: EXHIBITOR_SEED.refusal,
      // the name short of the licence's, which the organiser refused
      application: {
        companyName: '待审科技',
        companyEnName: 'Pending Tech',
        creditCode: '91440300MA5G2P7K1X',
        contactName: '吕申请',
        mobile: '13800000203',
        email: 'apply@pending-tech.example.com',
        boothType: 'standard',
        boothQuantity: 2,
        exhibitCategory: 'electronics',
      },
    },
    approved(P.noBooth, 'dept-1004'),
    approved(P.rawSpace, 'dept-1005'),
    approved(P.productsOnly, SEED.exhibitorDeptId, 'exhibitor_product'),
    approved(P.catalogueFull, 'dept-1009'),
  ];
}

/** The new exhibitor logins (13800000005 is seeded in identities.data.ts; 13800000200 signs up). */
export function seedExhibitorUsers(): UserRecord[] {
  const names: Record<string, string> = {
    [P.formIncomplete]: '魏填表',
    [P.underReview]: '蒋待审',
    [P.refused]: '沈退回',
    [P.noBooth]: '韩待分',
    [P.rawSpace]: '杨光地',
    [P.productsOnly]: '朱产品',
    [P.catalogueFull]: '秦满额',
  };
  return seedExhibitorAccounts()
    .filter((account) => account.phone !== P.admin)
    .map((account) =>
      userRecord({
        exhibitionId: demo,
        phone: account.phone,
        name: names[account.phone] ?? '',
        registerType: account.registerType,
        deptId: account.deptId,
        completeResult: 'succ',
        purpose: `exhibitor ${account.state}${account.formComplete ? '' : ', company form incomplete'} (${account.registerType})`,
      }),
    );
}

/** One material a company hands in (a manual section, the fascia, the catalogue entry, the logo). */
export interface ExhibitorMaterialSeed {
  materialTypeV2: string;
  /** The exhibitor module it belongs to (the permission gate filters by it). */
  module: string;
  title: string;
  titleEn: string;
  /** Its deadline: the end (23:59:59 Beijing) of the day this many days after reset's; negative = past. */
  dueInDays: number;
  state: 'notStarted' | 'draft' | 'submitted' | 'approved' | 'rejected';
  /** Whether the organiser requires it (the transport receipt is only for companies shipping through the fair's forwarder). */
  required: boolean;
}

/** The materials the organiser does not require of every company. */
const OPTIONAL_MATERIALS: ReadonlySet<string> = new Set(['transport']);

const material = (
  materialTypeV2: string,
  module: string,
  title: string,
  titleEn: string,
  dueInDays: number,
  state: ExhibitorMaterialSeed['state'] = 'notStarted',
): ExhibitorMaterialSeed => ({ materialTypeV2, module, title, titleEn, dueInDays, state, required: !OPTIONAL_MATERIALS.has(materialTypeV2) });

const JOURNAL = ['journal', 'journal', '会刊信息', 'Catalogue entry'] as const;
const BOARD = ['board', 'board', '楣板（展位门头）', 'Fascia board'] as const;
const BUILD = ['build', 'manual', '搭建申报', 'Stand build-up declaration'] as const;
const SECURITY = ['security', 'manual', '安全承诺书', 'Safety pledge'] as const;

/**
 * The materials each company hands in, by company (design exhibitor.md §5.1 seeds): dept-1001 (陈展商)
 * has the catalogue entry approved, the fascia a draft due in 2 days, the transport form submitted, the
 * build-up declaration due in 5 days and the safety pledge closed yesterday (5003); the raw-space
 * company has no fascia.
 */
export function seedExhibitorMaterials(): Record<string, ExhibitorMaterialSeed[]> {
  return {
    [SEED.exhibitorDeptId]: [
      material(...JOURNAL, 10, 'approved'),
      material(...BOARD, 2, 'draft'),
      material('transport', 'manual', '运输须知回执', 'Transport form', 7, 'submitted'),
      material(...BUILD, 5),
      material(...SECURITY, -1),
      material('logo', 'logo', '公司标志', 'Company logo', 14, 'approved'),
    ],
    'dept-1004': [material(...JOURNAL, 10)],
    'dept-1005': [material(...JOURNAL, 10), material(...BUILD, 5), material(...SECURITY, 20)],
    'dept-1009': [material(...JOURNAL, 10), material(...BOARD, 8)],
  };
}

/** One of a company's documents from the organiser: an invoice or a contract. */
export interface ExhibitorDocumentSeed {
  id: string;
  kind: 'invoice' | 'contract';
  number: string;
  title: string;
  titleEn: string;
  /** Decimal string; '' for a contract. */
  amount: string;
  currency: string;
  /** invoice: issuing | issued | reversed; contract: sent | signed. */
  state: string;
  /** Days before reset it was issued or sent. */
  issuedDaysAgo: number;
  /** The PDF exists (an invoice still being issued has none yet). */
  pdf: boolean;
  /** The service order an invoice is for (server/exhibitorServices adds one per paid order). */
  orderId?: string;
}

/** dept-1001's invoices (the booth fee issued, a service order's being issued) and its signed contract. */
export function seedExhibitorDocuments(): Record<string, ExhibitorDocumentSeed[]> {
  return {
    [SEED.exhibitorDeptId]: [
      { id: 'exi-1001-1', kind: 'invoice', number: 'EI-2026-0001', title: '展位费', titleEn: 'Booth fee', amount: '36000.00', currency: 'CNY', state: 'issued', issuedDaysAgo: 20, pdf: true },
      { id: 'exi-1001-2', kind: 'invoice', number: 'EI-2026-0002', title: '展位服务（加购层板）', titleEn: 'Booth services (extra shelves)', amount: '200.00', currency: 'CNY', state: 'issuing', issuedDaysAgo: 1, pdf: false, orderId: SERVICES_SEED.paidOrderId },
      { id: 'exc-1001-1', kind: 'contract', number: 'CT-2026-1001', title: '参展合同', titleEn: 'Participation contract', amount: '', currency: '', state: 'signed', issuedDaysAgo: 40, pdf: true },
      { id: 'exc-1001-2', kind: 'contract', number: 'BC-2026-1001', title: '展位确认书', titleEn: 'Booth confirmation', amount: '', currency: '', state: 'sent', issuedDaysAgo: 10, pdf: true },
    ],
  };
}

/** One exhibit (展品) of a company. */
export interface ExhibitSeed {
  id: string;
  name: string;
  nameEn: string;
  category: string;
  description: string;
  state: 'pending' | 'approved' | 'rejected';
  rejectReason?: { cn: string; en: string };
}

/** Each company's exhibit maximum (spec §8). */
export const EXHIBIT_MAX = 6;

/** dept-1001: 5 of 6 exhibits, one refused with a reason; dept-1009: 6 of 6 (5005 on the seventh). */
export function seedExhibits(): Record<string, ExhibitSeed[]> {
  const exhibit = (id: string, name: string, nameEn: string, state: ExhibitSeed['state'] = 'approved'): ExhibitSeed => ({
    id,
    name,
    nameEn,
    category: 'electronics',
    description: '',
    state,
  });
  return {
    [SEED.exhibitorDeptId]: [
      exhibit('exh-1001-1', '智能音箱', 'Smart speaker'),
      exhibit('exh-1001-2', '无线耳机', 'Wireless earbuds'),
      exhibit('exh-1001-3', '智能手表', 'Smart watch', 'pending'),
      { ...exhibit('exh-1001-4', '移动电源', 'Power bank', 'rejected'), rejectReason: { cn: '图片不清晰，请重新上传', en: 'The picture is not sharp: please upload it again' } },
      exhibit('exh-1001-5', '扫地机器人', 'Robot vacuum'),
    ],
    'dept-1009': Array.from({ length: EXHIBIT_MAX }, (_, i) => exhibit(`exh-1009-${i + 1}`, `展品${i + 1}号`, `Exhibit no. ${i + 1}`)),
  };
}
