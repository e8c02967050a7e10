import { describe, expect, it } from 'vitest';
import { boothCardLinkQuery, boothCardPath } from './booth-card-link';

describe('the booth card link', () => {
  it('opens the exhibition as a visitor, in the sharer’s language when English, with nothing of the sharer', () => {
    expect(boothCardLinkQuery({ exhibitionId: 'demo', tenantId: '000000' })).toBe('exhibitionId=demo&registerType=visitor&tenantId=000000');
    expect(boothCardLinkQuery({ exhibitionId: 'demo', tenantId: '000000', languageType: 'en' })).toBe('exhibitionId=demo&registerType=visitor&tenantId=000000&languageType=en');
  });

  it('names the company in the screen path, encoded', () => {
    expect(boothCardPath('dept-1001')).toBe('/exhibitorSelfService/boothInfo?deptId=dept-1001');
    expect(boothCardPath('a&b')).toBe('/exhibitorSelfService/boothInfo?deptId=a%26b');
  });
});
