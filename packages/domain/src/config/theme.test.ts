import { describe, expect, it } from 'vitest';
import { isCssColour, resolveTheme, THEME_DEFAULTS } from './theme';

describe('resolveTheme', () => {
  it('uses the spec defaults when there is no page config', () => {
    expect(resolveTheme(null)).toEqual({
      pageThemeColor: '#839cfc',
      pageThemeBgColor: '#F0F2FF',
      pageThemeCardBgColor: '#F5F7FF',
      languageSwitchBgColor: '#F3D4AF',
    });
    expect(resolveTheme(undefined)).toEqual(THEME_DEFAULTS);
  });

  it('takes each configured colour and falls back per field for empty ones', () => {
    expect(resolveTheme({ pageThemeColor: ' #0a7cff ', pageThemeBgColor: '', pageThemeCardBgColor: 'rgb(1, 2, 3)' })).toEqual({
      pageThemeColor: '#0a7cff',
      pageThemeBgColor: '#F0F2FF',
      pageThemeCardBgColor: 'rgb(1, 2, 3)',
      languageSwitchBgColor: '#F3D4AF',
    });
  });

  it('refuses text that is not a colour, so config cannot inject CSS', () => {
    const theme = resolveTheme({ pageThemeColor: 'red; background: url(https://evil.example/x)' });
    expect(theme.pageThemeColor).toBe('#839cfc');
  });
});

describe('isCssColour', () => {
  it.each(['#fff', '#ffff', '#0A7CFF', '#0a7cff80', 'rgb(10,20,30)', 'rgba(10, 20, 30, 0.5)', 'RGB(10%, 20%, 30%)'])(
    'accepts %s',
    (value) => expect(isCssColour(value)).toBe(true),
  );
  it.each(['', 'red', '#ff', '#fffff', '#ggg', 'rgb(1,2)', 'url(x)', '#fff;color:red', 'expression(alert(1))'])(
    'refuses %j',
    (value) => expect(isCssColour(value)).toBe(false),
  );
});
