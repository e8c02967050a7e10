// The exhibitor's catalogue seeds of issue 30 (design exhibitor.md §5.1 "Seeds"), exhibition `demo`:
// 13800000005's company (dept-1001) has an approved catalogue entry with an earlier version refused in its
// history, a logo, and products in every review state; 13800000206 manages only dept-1001's products;
// 13800000207's company (dept-1009) has products 20/20. Times are relative to the server clock at reset.
import { SEED } from './seed.constants';

/** spec §8 "Number of … products reached the maximum": the company's maximum. */
export const PRODUCT_MAX = 20;

export const EXHIBITOR_CATALOGUE_SEED = {
  /** 陈展商, dept-1001: the full demo company */
  admin: '13800000005',
  /** dept-1001's products-only login (exhibitor_product) */
  productsOnly: '13800000206',
  /** dept-1009: products 20/20 */
  catalogueFull: '13800000207',
  fullDeptId: 'dept-1009',
  /** The exhibition whose company information is closed: every write is 5003. */
  closedExhibitionId: 'exh-closed-demo',
  /** The earlier version's refusal. */
  refusal: { cn: '简介中含有未经核实的“行业第一”表述', en: 'The introduction claims "No. 1 in the industry" without proof' },
} as const;

export interface JournalFieldsSeed {
  exhibitorJournalName: string;
  exhibitorJournalEnName: string;
  journalContacts: string;
  journalContactInformation: string;
  journalIntroduction: string;
  journalEnIntroduction: string;
}

export interface EntryVersionSeed {
  version: number;
  submittedDaysAgo: number;
  state: 'submitted' | 'approved' | 'rejected';
  rejectReason?: { cn: string; en: string };
  fields: JournalFieldsSeed;
}

export interface EntrySeed {
  state: 'none' | 'draft' | 'submitted' | 'approved' | 'rejected';
  history: EntryVersionSeed[];
}

export interface ProductSeed {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  /** A generated picture of this colour (`#rrggbb`), or none. */
  colour?: string;
  state: 'draft' | 'pending' | 'approved' | 'rejected';
  rejectReason?: { cn: string; en: string };
}

const DEMO_ENTRY: JournalFieldsSeed = {
  exhibitorJournalName: '示范电子',
  exhibitorJournalEnName: 'Demo Electronics',
  journalContacts: '陈展商',
  journalContactInformation: '021-62781234',
  journalIntroduction: '示范电子专注智能硬件十年，产品覆盖可穿戴设备、智能家居与工业传感器，服务全球三十多个国家的客户。',
  journalEnIntroduction: 'Demo Electronics has made smart hardware for ten years: wearables, smart home devices and industrial sensors, for customers in more than thirty countries.',
};

/** Each company's catalogue entry, by deptId (a company not listed has none yet). */
export function seedEntries(): Record<string, EntrySeed> {
  return {
    [SEED.exhibitorDeptId]: {
      state: 'approved',
      history: [
        { version: 2, submittedDaysAgo: 5, state: 'approved', fields: DEMO_ENTRY },
        {
          version: 1,
          submittedDaysAgo: 12,
          state: 'rejected',
          rejectReason: EXHIBITOR_CATALOGUE_SEED.refusal,
          fields: { ...DEMO_ENTRY, journalIntroduction: '示范电子，行业第一的智能硬件厂商。', journalEnIntroduction: 'Demo Electronics, No. 1 in smart hardware.' },
        },
      ],
    },
  };
}

/** The generated logo of dept-1001 (600×350, the suggested size). */
export const DEMO_LOGO = { deptId: SEED.exhibitorDeptId, colour: '#1d6fd1', width: 600, height: 350 } as const;

/** Each company's products, by deptId. */
export function seedProducts(): Record<string, ProductSeed[]> {
  const full = Array.from({ length: PRODUCT_MAX }, (_, i): ProductSeed => ({
    id: `prd-9${String(i + 1).padStart(3, '0')}`,
    name: `展示产品${i + 1}`,
    nameEn: `Showcase product ${i + 1}`,
    description: '满额公司的展示产品。',
    descriptionEn: 'A product of the full catalogue company.',
    state: 'approved',
  }));
  return {
    [SEED.exhibitorDeptId]: [
      { id: 'prd-1001', name: '智能手环 S3', nameEn: 'Smart band S3', description: '心率、血氧与睡眠监测，续航 14 天。', descriptionEn: 'Heart rate, SpO2 and sleep tracking; 14 days on a charge.', colour: '#2e8b57', state: 'approved' },
      { id: 'prd-1002', name: '家用温湿度传感器', nameEn: 'Home climate sensor', description: '0.1℃ 精度，支持米家与 HomeKit。', descriptionEn: '0.1 °C accuracy; works with Mi Home and HomeKit.', colour: '#d2691e', state: 'pending' },
      {
        id: 'prd-1003',
        name: '工业振动探头',
        nameEn: 'Industrial vibration probe',
        description: '防护等级 IP67，适用于电机与泵站。',
        descriptionEn: 'IP67; for motors and pumping stations.',
        state: 'rejected',
        rejectReason: { cn: '请上传产品实物图片', en: 'Please upload a photo of the product itself' },
      },
      { id: 'prd-1004', name: '儿童智能手表', nameEn: 'Kids smartwatch', description: '定位与视频通话，尚未发布。', descriptionEn: '', state: 'draft' },
    ],
    [EXHIBITOR_CATALOGUE_SEED.fullDeptId]: full,
  };
}

/** An exhibit's seeded images (generated pictures, 640×480 in these colours), by deptId then exhibit id. */
export interface ExhibitMediaSeed {
  images: { name: string; colour: string }[];
}

/** At most this many images per exhibit (ours, design exhibitor.md §2.2). */
export const EXHIBIT_IMAGES_MAX = 6;

/** dept-1001's smart speaker has two images and no video; dept-1009's first exhibit has 6/6. */
export function seedExhibitMedia(): Record<string, Record<string, ExhibitMediaSeed>> {
  return {
    [SEED.exhibitorDeptId]: {
      'exh-1001-1': { images: [{ name: 'speaker-front.png', colour: '#3b5998' }, { name: 'speaker-side.png', colour: '#8b3a62' }] },
    },
    [EXHIBITOR_CATALOGUE_SEED.fullDeptId]: {
      'exh-1009-1': { images: Array.from({ length: EXHIBIT_IMAGES_MAX }, (_, i) => ({ name: `exhibit-${i + 1}.png`, colour: '#556b2f' })) },
    },
  };
}

/** Last edition's catalogue entry of a company (the 2025 show), offered as a starting draft. */
export interface LastEditionSeed {
  edition: string;
  fields: JournalFieldsSeed;
  exhibits: { name: string; nameEn: string; category: string; description: string }[];
}

/** dept-1001 exhibited last year: its 2025 entry and exhibits, before the company's wearables line. */
export function seedLastEditions(): Record<string, LastEditionSeed> {
  return {
    [SEED.exhibitorDeptId]: {
      edition: '2025',
      fields: {
        exhibitorJournalName: '示范电子',
        exhibitorJournalEnName: 'Demo Electronics Co., Ltd.',
        journalContacts: '陈展商',
        journalContactInformation: '021-62781234',
        journalIntroduction: '示范电子成立于 2012 年，专注智能家居传感器与工业探头。',
        journalEnIntroduction: 'Founded in 2012, Demo Electronics makes smart home sensors and industrial probes.',
      },
      exhibits: [
        { name: '温湿度传感器', nameEn: 'Temperature and humidity sensor', category: 'smartHome', description: '精度 ±0.2℃，纽扣电池续航两年。' },
        { name: '工业探头', nameEn: 'Industrial probe', category: 'industrial', description: '' },
        { name: '智能门锁', nameEn: 'Smart door lock', category: 'smartHome', description: '指纹、密码与门卡三种开锁方式。' },
      ],
    },
  };
}
