// Page theme (spec §3 sysConfig, §9 defaults). Empty or invalid server values fall back to the defaults
// one by one, so a partially configured exhibition still gets a complete theme.

export interface PageConfig {
  readonly pageThemeColor: string;
  readonly pageThemeBgColor: string;
  readonly pageThemeCardBgColor: string;
  readonly languageSwitchBgColor: string;
  /** The desktop site (/pc/) of this exhibition. */
  readonly pcIztUrl: string;
  /** The desktop home URL: the back-to-home button shows only when it is set and adapt is off. */
  readonly pcHomeUrl: string;
}

/** What is kept in storage under STORAGE_KEYS.sysConfig (spec §3). */
export type SysConfig = Pick<
  PageConfig,
  'pageThemeColor' | 'pageThemeBgColor' | 'pageThemeCardBgColor' | 'languageSwitchBgColor' | 'pcIztUrl'
>;

export interface Theme {
  readonly pageThemeColor: string;
  readonly pageThemeBgColor: string;
  readonly pageThemeCardBgColor: string;
  readonly languageSwitchBgColor: string;
}

export const THEME_DEFAULTS: Theme = {
  pageThemeColor: '#839cfc',
  pageThemeBgColor: '#F0F2FF',
  pageThemeCardBgColor: '#F5F7FF',
  languageSwitchBgColor: '#F3D4AF',
};

// Colours end up in CSS variables, so only plain colour notations pass; anything else (including
// text that tries to smuggle more CSS) falls back to the default.
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_COLOUR = /^rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(?:,\s*[\d.]+%?\s*)?\)$/i;

export const isCssColour = (value: string): boolean => HEX_COLOUR.test(value) || RGB_COLOUR.test(value);

const pick = (value: string | null | undefined, fallback: string): string => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return isCssColour(trimmed) ? trimmed : fallback;
};

export const resolveTheme = (config: Partial<PageConfig> | null | undefined): Theme => ({
  pageThemeColor: pick(config?.pageThemeColor, THEME_DEFAULTS.pageThemeColor),
  pageThemeBgColor: pick(config?.pageThemeBgColor, THEME_DEFAULTS.pageThemeBgColor),
  pageThemeCardBgColor: pick(config?.pageThemeCardBgColor, THEME_DEFAULTS.pageThemeCardBgColor),
  languageSwitchBgColor: pick(config?.languageSwitchBgColor, THEME_DEFAULTS.languageSwitchBgColor),
});
