import { contrastRatio } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { applyTheme, themeVariables } from './theme';

describe('theme variables', () => {
  it('uses the spec §9 defaults when the exhibition configures no colours', () => {
    expect(themeVariables(null)).toMatchObject({
      '--fp-theme': '#839cfc',
      '--fp-page-bg': '#F0F2FF',
      '--fp-card-bg': '#F5F7FF',
      '--fp-lang-bg': '#F3D4AF',
      '--adm-color-primary': '#839cfc',
    });
  });

  it('maps the configured theme colour onto our and antd-mobile variables', () => {
    const variables = themeVariables({ pageThemeColor: '#0a7cff', pageThemeCardBgColor: '#ffffff' });
    expect(variables['--fp-theme']).toBe('#0a7cff');
    expect(variables['--adm-color-primary']).toBe('#0a7cff');
    expect(variables['--fp-card-bg']).toBe('#ffffff');
    expect(variables['--fp-page-bg']).toBe('#F0F2FF');
  });

  it.each(['#839cfc', '#0a7cff', '#ffe066'])('keeps text on and in the theme colour %s readable at AA', (colour) => {
    const variables = themeVariables({ pageThemeColor: colour });
    expect(contrastRatio(variables['--adm-color-text-light-solid']!, colour)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variables['--fp-theme-text']!, variables['--fp-card-bg']!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variables['--fp-theme-text']!, variables['--fp-page-bg']!)).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses a colour that tries to inject more CSS', () => {
    expect(themeVariables({ pageThemeColor: 'red; background: url(x)' })['--fp-theme']).toBe('#839cfc');
  });

  it('writes the variables onto the document root', () => {
    applyTheme(themeVariables({ pageThemeColor: '#0a7cff' }));
    expect(document.documentElement.style.getPropertyValue('--fp-theme')).toBe('#0a7cff');
    expect(document.documentElement.style.getPropertyValue('--adm-color-primary')).toBe('#0a7cff');
  });
});
