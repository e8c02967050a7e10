import { describe, expect, it } from 'vitest';
import type { FormField } from '@fairpass/domain';
import { dictionaryCodesOf, initialPersonValues, personEntryOf, personFieldViews, personFormOf, personNameOf } from './person-values';

const FIELDS: FormField[] = [
  { prop: 'name', label: '姓名', labelEn: 'Name', type: 'input', required: true, rule: 'name' },
  { prop: 'position', label: '职位', labelEn: '', type: 'select', required: true, dictCode: 'position' },
  { prop: 'interest', label: '兴趣', labelEn: 'Interests', type: 'checkbox', required: false, dictCode: 'interest' },
  { prop: 'phone', label: '电话', labelEn: 'Phone', type: 'input', required: false, rule: 'phone' },
];

describe('the person form', () => {
  it('shows the config fields without the phone, in the page language (the other language when one is missing)', () => {
    expect(personFieldViews(FIELDS, 'en').map((view) => [view.prop, view.label])).toEqual([
      ['name', 'Name'],
      ['position', '职位'],
      ['interest', 'Interests'],
    ]);
    expect(dictionaryCodesOf(FIELDS)).toEqual(['position', 'interest']);
  });

  it('starts empty, or with a waiting member’s values and mobile in both boxes', () => {
    expect(initialPersonValues(FIELDS)).toEqual({ phone: '', confirmPhone: '', name: '', position: '', interest: [] });
    const entry = { phone: '13900000001', values: { name: '王小明', position: 'manager', interest: ['ai'] } };
    expect(initialPersonValues(FIELDS, entry)).toEqual({ phone: '13900000001', confirmPhone: '13900000001', ...entry.values });
  });

  it('hands the domain the mobile pair and the fields, and sends them trimmed', () => {
    const values = { phone: ' 13900000001 ', confirmPhone: '13900000001', name: ' 王小明 ', position: 'manager', interest: ['ai'], stray: 'x' };
    expect(personFormOf(FIELDS, values)).toEqual({ phone: ' 13900000001 ', confirmPhone: '13900000001', values: { name: ' 王小明 ', position: 'manager', interest: ['ai'] } });
    expect(personEntryOf(FIELDS, values)).toEqual({ phone: '13900000001', values: { name: '王小明', position: 'manager', interest: ['ai'] } });
  });

  it('names a person by their name, else their English first and last name', () => {
    expect(personNameOf({ phone: '', values: { name: ' 王小明 ' } })).toBe('王小明');
    expect(personNameOf({ phone: '', values: { firstName: 'Ann', lastName: 'Lee' } })).toBe('Ann Lee');
  });
});
