import { describe, expect, it } from 'vitest';
import { firstHolderValues } from './holder-prefill';

const fields = [{ prop: 'name' }, { prop: 'phone' }, { prop: 'company' }];

describe('the first holder, filled from the buyer’s login', () => {
  it('takes the known name, mobile and company for the fields the type asks for', () => {
    expect(firstHolderValues(fields, { name: '陈新客', phone: '13800000110', company: '示范贸易有限公司', email: 'a@b.cn' })).toEqual({
      name: '陈新客',
      phone: '13800000110',
      company: '示范贸易有限公司',
    });
  });

  it('leaves a field empty when the login does not know it, and fills nothing without a login', () => {
    expect(firstHolderValues(fields, { name: ' ', phone: '13800000110', company: '' })).toEqual({ phone: '13800000110' });
    expect(firstHolderValues(fields, null)).toEqual({});
  });

  it('makes a name of the first and last names, and a company of the English one, when that is all it knows', () => {
    expect(firstHolderValues(fields, { firstName: 'Mary', lastName: 'Smith', companyEnName: 'Demo Trading Ltd' })).toEqual({ name: 'Mary Smith', company: 'Demo Trading Ltd' });
  });

  it('fills no field it has no rule for', () => {
    expect(firstHolderValues([{ prop: 'idNumber' }], { name: '陈新客' })).toEqual({});
  });
});
