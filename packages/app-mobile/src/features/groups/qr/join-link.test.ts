import { describe, expect, it } from 'vitest';
import { joinLinkOf } from './join-link';

const here = { origin: 'https://fair.example', pathname: '/h5/' };

describe('the join link', () => {
  it('is this app with the group as visitingGroupId, opening the page that names the group and its leader', () => {
    const link = new URL(joinLinkOf('vg-demo-0007', { exhibitionId: 'demo', tenantId: '000000', registerType: 'visitor' }, 'cn', here));
    expect(`${link.origin}${link.pathname}`).toBe('https://fair.example/h5/');
    expect(Object.fromEntries(link.searchParams)).toEqual({ exhibitionId: 'demo', registerType: 'visitingGroup', tenantId: '000000', visitingGroupId: 'vg-demo-0007' });
    expect(link.hash).toBe('#/groupManagement/join');
  });

  it('keeps English for a leader reading in English', () => {
    expect(new URL(joinLinkOf('vg-1', { exhibitionId: 'demo', tenantId: '000000' }, 'en', here)).searchParams.get('languageType')).toBe('en');
  });
});
