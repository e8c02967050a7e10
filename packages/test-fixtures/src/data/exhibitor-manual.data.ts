// The exhibitor manual's seeds (issue 30, design exhibitor.md §2.2 manualAll / manualPart): each
// section's text and forms, and what dept-1001 (13800000005, 陈展商) has saved — the fascia of A1-101
// is a draft, A1-102's is not started (the materials' deadlines and states are the exhibitor area's).
import type { FormField } from '../server/wire.types';
import { SEED } from './seed.constants';

export interface ManualFormSeed {
  id: string;
  title: string;
  titleEn: string;
  fields: FormField[];
}

export interface ManualSectionSeed {
  html: string;
  htmlEn: string;
  forms: ManualFormSeed[];
}

const input = (prop: string, label: string, labelEn: string, required = true, maxLength = 50): FormField => ({ prop, label, labelEn, type: 'input', required, maxLength });

/** Each manual section's text (HTML from the organiser, sanitised by the app) and its forms. */
export function seedManualSections(): Record<string, ManualSectionSeed> {
  return {
    board: {
      html: '<h2>楣板说明</h2><p>每个标准展位一块楣板，印中英文公司名称。请将中英文各输入两次以确认。</p><p>免费层板与挂杆合计：9 m² 10 件，18 m² 20 件，27 m² 及以上 30 件。</p><script>alert(1)</script>',
      htmlEn: '<h2>About the fascia</h2><p>Every standard booth has one fascia board with the company name in Chinese and English. Type each text twice to confirm it.</p><p>Free shelves and hanging rods together: 10 for 9 m², 20 for 18 m², 30 for 27 m² or more.</p>',
      forms: [],
    },
    transport: {
      html: '<h2>运输须知</h2><p>展品请于布展首日前 3 天运抵指定仓库。</p>',
      htmlEn: '<h2>Transport</h2><p>Exhibits must reach the appointed warehouse 3 days before build-up.</p>',
      forms: [{ id: 'receipt', title: '运输回执', titleEn: 'Transport receipt', fields: [input('forwarder', '货运代理', 'Forwarder'), input('pieces', '件数', 'Pieces', true, 5)] }],
    },
    build: {
      html: '<h2>搭建申报</h2><p>特装展位须提交搭建商信息与效果图；标准展位填写电源需求。</p><p><a href="https://evil.example/x" onclick="steal()">主办方细则</a></p>',
      htmlEn: '<h2>Stand build-up</h2><p>Space-only stands hand in their builder and design; standard booths say the power they need.</p>',
      forms: [
        { id: 'builder', title: '搭建商信息', titleEn: 'Stand builder', fields: [input('builderName', '搭建商名称', 'Builder'), input('builderPhone', '搭建商电话', 'Builder phone', true, 20)] },
        { id: 'power', title: '电源需求', titleEn: 'Power', fields: [input('powerKw', '用电量（kW）', 'Power (kW)', false, 5)] },
      ],
    },
    security: {
      html: '<h2>安全承诺书</h2><p>参展单位承诺遵守展馆消防与安全规定。</p>',
      htmlEn: '<h2>Safety pledge</h2><p>The exhibitor pledges to keep the venue\'s fire and safety rules.</p>',
      forms: [{ id: 'pledge', title: '安全承诺', titleEn: 'Pledge', fields: [input('signatory', '负责人', 'Responsible person')] }],
    },
  };
}

/** What one booth's fascia says (the wire's field names). */
export interface FasciaValuesSeed {
  fasciaText: string;
  fasciaTextConfirm: string;
  fasciaTextEn: string;
  fasciaTextEnConfirm: string;
  shelves: number;
  hangingRods: number;
  flowTableSets: number;
}

/** dept-1001's A1-101 fascia, kept as a draft (the English not typed yet). */
export function seedFasciaDrafts(): Record<string, Record<string, FasciaValuesSeed>> {
  return {
    [SEED.exhibitorDeptId]: {
      'A1-101': { fasciaText: '示范电子', fasciaTextConfirm: '示范电子', fasciaTextEn: '', fasciaTextEnConfirm: '', shelves: 6, hangingRods: 2, flowTableSets: 1 },
    },
  };
}
