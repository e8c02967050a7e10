import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS } from './theme';
import { AA_TEXT_CONTRAST, DARK_TEXT, LIGHT_TEXT, contrastRatio, parseColour, readableTextOn, textColourOn } from './colour-contrast';

describe('theme colour contrast', () => {
  it.each([
    ['#fff', [255, 255, 255]],
    ['#0a7cff', [10, 124, 255]],
    ['#0a7cff80', [10, 124, 255]],
    ['rgb(1, 2, 3)', [1, 2, 3]],
    ['rgba(300, 0, 0, 0.5)', [255, 0, 0]],
  ])('reads %s as an RGB colour', (text, rgb) => {
    expect(parseColour(text)).toEqual(rgb);
  });

  it('refuses text that is not a colour', () => {
    expect(parseColour('red; background:url(x)')).toBeUndefined();
    expect(contrastRatio('nonsense', '#fff')).toBe(1);
  });

  it('measures black on white as 21:1 and a colour on itself as 1:1', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#839cfc', '#839cfc')).toBeCloseTo(1, 5);
  });

  it('puts dark text on the light default theme colour and white text on a deep blue', () => {
    expect(readableTextOn(THEME_DEFAULTS.pageThemeColor)).toBe(DARK_TEXT);
    expect(readableTextOn('#0a3d91')).toBe(LIGHT_TEXT);
  });

  it.each(['#839cfc', '#0a7cff', '#ffcc00', '#F3D4AF'])(
    'darkens %s until text in it reads at AA on the card background',
    (colour) => {
      const text = textColourOn(colour, THEME_DEFAULTS.pageThemeCardBgColor);
      expect(contrastRatio(text, THEME_DEFAULTS.pageThemeCardBgColor)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    },
  );

  it.each(['#0a7cff', '#767676', '#e60012', '#00a870', '#839cfc'])('always finds AA text on %s', (colour) => {
    expect(contrastRatio(readableTextOn(colour), colour)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('keeps a theme colour that is already readable as it is', () => {
    expect(textColourOn('#0a3d91', '#ffffff')).toBe('#0a3d91');
  });

  it('falls back to dark text when either colour cannot be read', () => {
    expect(textColourOn('oops', '#fff')).toBe(DARK_TEXT);
  });
});
