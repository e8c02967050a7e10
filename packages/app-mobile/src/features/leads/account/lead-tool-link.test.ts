import { describe, expect, it } from 'vitest';
import { leadToolLinkOf } from './lead-tool-link';

const here = { origin: 'https://fair.example', pathname: '/app/' };

describe('the lead tool link', () => {
  it('opens the login of this app with the exhibition and the trade-fair register type', () => {
    const url = new URL(leadToolLinkOf({ exhibitionId: 'demo', tenantId: '000000' }, 'cn', here));
    expect(url.origin + url.pathname).toBe('https://fair.example/app/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ exhibitionId: 'demo', registerType: 'commerceExhibition', tenantId: '000000' });
    expect(url.hash).toBe('#/registration');
  });

  it('keeps the English page English', () => {
    expect(new URL(leadToolLinkOf({ exhibitionId: 'demo', tenantId: '000000' }, 'en', here)).searchParams.get('languageType')).toBe('en');
  });
});
