import type { FormField } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { dictionaryCodesOf, fieldViewsOf, initialDraft, knownValuesOf, submittedValues } from './form-draft';

const FIELDS: readonly FormField[] = [
  { prop: 'name', label: '姓名', labelEn: 'Name', type: 'input', required: true, rule: 'name', maxLength: 20, placeholder: '请输入姓名', placeholderEn: 'Your name' },
  { prop: 'position', label: '职位', labelEn: 'Position', type: 'select', required: true, dictCode: 'position' },
  { prop: 'interest', label: '参观兴趣', labelEn: '', type: 'checkbox', required: false, dictCode: 'interest' },
  { prop: 'trade', label: '行业', labelEn: 'Trade', type: 'radio', required: false, dictCode: 'position' },
  { prop: 'remark', label: '备注', labelEn: 'Remark', type: 'textarea', required: false },
];

describe('building the personal-info form from the server config', () => {
  it('labels and placeholders follow the language, falling back to the other language when one is missing', () => {
    const zh = fieldViewsOf(FIELDS, 'cn');
    const en = fieldViewsOf(FIELDS, 'en');
    expect(zh.map((f) => f.label)).toEqual(['姓名', '职位', '参观兴趣', '行业', '备注']);
    expect(en.map((f) => f.label)).toEqual(['Name', 'Position', '参观兴趣', 'Trade', 'Remark']);
    expect(zh[0]?.placeholder).toBe('请输入姓名');
    expect(en[0]?.placeholder).toBe('Your name');
    expect(en[1]?.placeholder).toBe('');
  });

  it('keeps the required mark, type, dictionary and length of every field', () => {
    expect(fieldViewsOf(FIELDS, 'cn')[0]).toMatchObject({ required: true, type: 'input', maxLength: 20, dictCode: undefined });
    expect(fieldViewsOf(FIELDS, 'cn')[1]).toMatchObject({ required: true, type: 'select', dictCode: 'position' });
  });

  it('asks for each dictionary once', () => {
    expect(dictionaryCodesOf(FIELDS)).toEqual(['position', 'interest']);
  });

  it.each([
    ['a typed field takes the known value, trimmed', 'name', { name: ' 张名片 ' }, '张名片'],
    ['a select is not pre-filled from free text', 'position', { position: '销售总监' }, ''],
    ['a checkbox starts as an empty list', 'interest', { interest: 'sourcing' }, []],
    ['an unknown value leaves the field empty', 'remark', {}, ''],
  ])('%s', (_rule, prop, known, expected) => {
    expect(initialDraft(FIELDS, known)[prop]).toEqual(expected);
  });

  it('submits only configured fields, with text trimmed and multi-choice as a list', () => {
    const values = submittedValues(FIELDS, { name: '  李四 ', position: 'buyer', interest: ['sourcing'], injected: 'x' });
    expect(values).toEqual({ name: '李四', position: 'buyer', interest: ['sourcing'], trade: '', remark: '' });
  });
});

describe('values already known about the visitor', () => {
  it('takes the non-empty text fields of the user record and nothing else', () => {
    expect(knownValuesOf({ name: '王五', company: '', phone: '13800000001', userQr: 'QR', isHaveTicket: 1 })).toEqual({
      name: '王五',
      phone: '13800000001',
    });
    expect(knownValuesOf(null)).toEqual({});
  });
});
