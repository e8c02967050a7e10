// The contract server's own copies of the fascia rules it enforces (never imported from the domain at
// run time; exhibitor-manual-rules.test.ts checks them against @fairpass/domain/exhibitor-manual row by
// row): both texts typed twice, shelves plus hanging rods within the booth's free allowance, flow-table
// sets 1–3.
import type { FasciaValuesWire } from './exhibitor-manual-wire.types';

/** Spec §5: free shelves + hanging rods, 10 / 20 / 30 for 9 / 18 / 27 m² or more (none below 9). */
export const freeItemsFor = (areaM2: number): number => (areaM2 >= 27 ? 30 : areaM2 >= 18 ? 20 : areaM2 >= 9 ? 10 : 0);

/** Spec §9: flow-table sets 1, 2 or 3. */
export const FLOW_TABLE_SETS = [1, 2, 3] as const;

export type FasciaProblem = 'required' | 'mismatch' | 'itemsLimit' | 'count' | 'flowTables';

const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The first problem of a fascia handed in (a draft is not judged), or undefined. */
export function fasciaProblem(values: Partial<Record<keyof FasciaValuesWire, unknown>>, areaM2: number): FasciaProblem | undefined {
  if (text(values.fasciaText) === '' || text(values.fasciaTextEn) === '') return 'required';
  if (text(values.fasciaText) !== text(values.fasciaTextConfirm) || text(values.fasciaTextEn) !== text(values.fasciaTextEnConfirm)) return 'mismatch';
  if (!whole(values.shelves) || !whole(values.hangingRods)) return 'count';
  if (values.shelves + values.hangingRods > freeItemsFor(areaM2)) return 'itemsLimit';
  if (!FLOW_TABLE_SETS.some((n) => n === values.flowTableSets)) return 'flowTables';
  return undefined;
}

/** The problem's message, as the backend words it. */
export const FASCIA_PROBLEM_MSG: Record<FasciaProblem, { cn: string; en: string }> = {
  required: { cn: '请填写中英文楣板文字', en: 'Fill in the fascia text in Chinese and English' },
  mismatch: { cn: '两次输入的楣板文字不一致', en: 'The two fascia texts do not match' },
  count: { cn: '层板与挂杆数量格式不正确', en: 'The numbers of shelves and hanging rods are not valid' },
  itemsLimit: { cn: '层板与挂杆的免费总数超出展位面积允许的上限', en: 'Shelves and hanging rods exceed the free total for this booth size' },
  flowTables: { cn: '洽谈桌椅套数须为1至3套', en: 'Flow-table sets must be 1, 2 or 3' },
};
