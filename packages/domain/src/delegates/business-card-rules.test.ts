import { describe, expect, it } from 'vitest';
import { businessCardEntry, CARD_FIELDS, type BusinessCardForm } from './business-card';
import { businessCardErrors } from './business-card-rules';

const card: BusinessCardForm = {
  name: '陈同事',
  phone: '13912340001',
  confirmPhone: '13912340001',
  company: ' 示范贸易有限公司 ',
  jobTitle: '采购经理',
  email: '',
  department: '采购部',
};

describe('the business card of a group member or a colleague', () => {
  it('accepts a complete card of either type', () => {
    expect(businessCardErrors('group', card)).toEqual({});
    expect(businessCardErrors('work', card)).toEqual({});
  });

  it('asks a colleague for the department, a group member not', () => {
    expect(businessCardErrors('work', { ...card, department: ' ' })).toEqual({ department: ['VALIDATION.REQUIRED'] });
    expect(businessCardErrors('group', { ...card, department: ' ' })).toEqual({});
    expect(CARD_FIELDS.group).not.toContain('department');
  });

  it('holds the name, mobile pair, company, e-mail and lengths to their rules', () => {
    expect(
      businessCardErrors('group', { ...card, name: 'A1', confirmPhone: '13912340002', company: '', email: 'not-mail', jobTitle: '长'.repeat(51) }),
    ).toEqual({
      name: ['VALIDATION.NAME_INVALID'],
      confirmPhone: ['VALIDATION.PHONE_MISMATCH'],
      company: ['VALIDATION.REQUIRED'],
      email: ['VALIDATION.EMAIL_INVALID'],
      jobTitle: ['VALIDATION.TOO_LONG'],
    });
    expect(businessCardErrors('group', { ...card, name: '长'.repeat(31) })).toEqual({ name: ['VALIDATION.TOO_LONG'] });
    expect(businessCardErrors('work', { ...card, email: `${'a'.repeat(60)}@${'b'.repeat(40)}.com`, department: '部'.repeat(51) })).toEqual({
      email: ['VALIDATION.TOO_LONG'],
      department: ['VALIDATION.TOO_LONG'],
    });
  });

  it('sends the mobile and the trimmed values; a group card without a department', () => {
    expect(businessCardEntry('group', card)).toEqual({
      phone: '13912340001',
      values: { name: '陈同事', company: '示范贸易有限公司', jobTitle: '采购经理', email: '' },
    });
    expect(businessCardEntry('work', card).values).toMatchObject({ department: '采购部' });
  });
});
