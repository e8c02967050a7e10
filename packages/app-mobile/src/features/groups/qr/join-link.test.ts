import { describe, expect, it } from 'vitest';
import { joinLinkOf } from './join-link';

const here = { origin: 'https://fair.example', pathname: '/h5/' };

describe('the join link', () => {
  it('is this app’s landing with the group as visitingGroupId, opening the registration', () => {
    const link = new URL(joinLinkOf('vg-demo-0007', { exhibitionId: 'demo', tenantId: '000000', registerType: 'visitor' }, 'cn', here));
    expect(`${link.origin}${link.pathname}`).toBe('https://fair.example/h5/');
    expect(Object.fromEntries(link.searchParams)).toEqual({ exhibitionId: 'demo', registerType: 'visitingGroup', tenantId: '000000', visitingGroupId: 'vg-demo-0007' });
    expect(link.hash).toBe('#/registration');
  });

  it('keeps English for a leader reading in English', () => {
    expect(new URL(joinLinkOf('vg-1', { exhibitionId: 'demo', tenantId: '000000' }, 'en', here)).searchParams.get('languageType')).toBe('en');
  });
});
