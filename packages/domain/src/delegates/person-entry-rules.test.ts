import { describe, expect, it } from 'vitest';
import type { FormField } from '../config/form-field';
import type { PersonEntry } from './delegates.types';
import { personFormErrors } from './person-entry-rules';
import { duplicatePersonErrors, personFieldsOf, sharedIdentity } from './person-fields';

const FIELDS: FormField[] = [
  { prop: 'name', label: '姓名', labelEn: 'Name', type: 'input', required: true, rule: 'name', maxLength: 20 },
  { prop: 'company', label: '公司', labelEn: 'Company', type: 'input', required: true, maxLength: 100 },
  { prop: 'idNumber', label: '身份证号', labelEn: 'ID number', type: 'input', required: false, rule: 'idNumber' },
  { prop: 'phone', label: '电话', labelEn: 'Phone', type: 'input', required: false, rule: 'phone' },
  { prop: 'card', label: '名片', labelEn: 'Business card', type: 'image', required: true },
];

const good = { phone: '13912345678', confirmPhone: '13912345678', values: { name: '王小明', company: '示范公司', idNumber: '' } };

describe('the person form of a team member or a person registered on their behalf', () => {
  it('shows the config fields without its phone fields (the mobile pair stands for them) or its photo', () => {
    expect(personFieldsOf(FIELDS).map((field) => field.prop)).toEqual(['name', 'company', 'idNumber']);
  });

  it('accepts a complete person', () => {
    expect(personFormErrors(FIELDS, good)).toEqual({});
  });

  it('applies the info form rules: a name of at least 2 letters, no digits or symbols; required fields', () => {
    expect(personFormErrors(FIELDS, { ...good, values: { name: '王', company: '' } })).toEqual({
      name: ['VALIDATION.NAME_INVALID'],
      company: ['VALIDATION.REQUIRED'],
    });
    expect(personFormErrors(FIELDS, { ...good, values: { ...good.values, name: 'Li 3' } })).toEqual({ name: ['VALIDATION.NAME_INVALID'] });
    expect(personFormErrors(FIELDS, { ...good, values: { ...good.values, idNumber: '110105194912310021' } })).toEqual({ idNumber: ['VALIDATION.ID_NUMBER_INVALID'] });
  });

  it('wants the mobile twice, valid and the same', () => {
    expect(personFormErrors(FIELDS, { ...good, phone: '', confirmPhone: '' })).toEqual({ phone: ['VALIDATION.REQUIRED'], confirmPhone: ['VALIDATION.REQUIRED'] });
    expect(personFormErrors(FIELDS, { ...good, phone: '1391234567', confirmPhone: '1391234567' })).toEqual({
      phone: ['VALIDATION.PHONE_INVALID'],
      confirmPhone: ['VALIDATION.PHONE_INVALID'],
    });
    expect(personFormErrors(FIELDS, { ...good, confirmPhone: '13912345679' })).toEqual({ confirmPhone: ['VALIDATION.PHONE_MISMATCH'] });
  });
});

describe('the same person twice in one list', () => {
  const listed: PersonEntry[] = [
    { phone: '13912345678', values: { name: '王小明', idNumber: '11010519491231002x' } },
    { phone: '13912345679', values: { name: '李小红' } },
  ];

  it('is found by the mobile (spaces ignored) or by the ID document (case ignored)', () => {
    expect(sharedIdentity({ phone: '139 1234 5678', values: {} }, listed)).toBe('phone');
    expect(sharedIdentity({ phone: '13900000000', values: { idNumber: '11010519491231002X ' } }, listed)).toBe('idNumber');
    expect(sharedIdentity({ phone: '13900000000', values: { idNumber: '' } }, listed)).toBeUndefined();
  });

  it('marks the field that repeats', () => {
    expect(duplicatePersonErrors({ phone: '13912345679', values: {} }, listed)).toEqual({ phone: ['VALIDATION.PERSON_DUPLICATE'] });
    expect(duplicatePersonErrors({ phone: '13900000000', values: { idNumber: '11010519491231002X' } }, listed)).toEqual({ idNumber: ['VALIDATION.PERSON_DUPLICATE'] });
    expect(duplicatePersonErrors({ phone: '13900000000', values: {} }, listed)).toEqual({});
  });
});
