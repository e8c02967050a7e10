import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../entry/query-string';
import { leadToolLinkQuery, staffMemberErrors } from './lead-account-rules';

describe('the lead tool link', () => {
  it('carries the exhibition, the tenant and the trade-fair register type, and the language only when given', () => {
    expect(parseQueryString(leadToolLinkQuery({ exhibitionId: 'demo', tenantId: '000000' }))).toEqual({ exhibitionId: 'demo', registerType: 'commerceExhibition', tenantId: '000000' });
    expect(parseQueryString(leadToolLinkQuery({ exhibitionId: 'a b', tenantId: '1', languageType: 'en' }))).toMatchObject({ exhibitionId: 'a b', languageType: 'en' });
  });
});

describe('a staff member to add', () => {
  it('needs a name and a mobile', () => {
    expect(staffMemberErrors({ name: ' ', phone: '' })).toEqual({ name: ['VALIDATION.REQUIRED'], phone: ['VALIDATION.REQUIRED'] });
  });

  it('refuses a name with digits and a mobile that is not mainland', () => {
    expect(staffMemberErrors({ name: '王1', phone: '1380000' })).toEqual({ name: ['VALIDATION.NAME_INVALID'], phone: ['VALIDATION.PHONE_INVALID'] });
  });

  it('takes a valid name and mobile, spaces around them aside', () => {
    expect(staffMemberErrors({ name: ' 柏员工 ', phone: ' 13800000153 ' })).toEqual({});
  });
});
