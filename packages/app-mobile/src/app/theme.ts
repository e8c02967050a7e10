// The exhibition's colours (sysConfig / pageConfig) become CSS variables on the document root. Our own
// styles read --fp-*; antd-mobile's components read --adm-*, so the primary colour is mapped onto them.
import { readableTextOn, resolveTheme, textColourOn, type PageConfig } from '@fairpass/domain';

export type ThemeVariables = Readonly<Record<`--${string}`, string>>;

// antd-mobile's grey text tones (#999, #ccc) read below WCAG AA on our light cards; these read at ≥ 4.5:1.
const READABLE_GREYS = { '--adm-color-weak': '#5c5c5c', '--adm-color-light': '#666666' } as const;

/**
 * Empty or unsafe colours fall back to the §9 defaults (the domain's resolveTheme decides). The brand
 * colour fills buttons as configured; the text on it, and text drawn in it, are chosen for contrast.
 */
export function themeVariables(config: Partial<PageConfig> | null | undefined): ThemeVariables {
  const theme = resolveTheme(config);
  return {
    '--fp-theme': theme.pageThemeColor,
    '--fp-page-bg': theme.pageThemeBgColor,
    '--fp-card-bg': theme.pageThemeCardBgColor,
    '--fp-lang-bg': theme.languageSwitchBgColor,
    '--adm-color-primary': theme.pageThemeColor,
    '--adm-color-background': theme.pageThemeCardBgColor,
    '--adm-color-text-light-solid': readableTextOn(theme.pageThemeColor),
    '--fp-on-theme': readableTextOn(theme.pageThemeColor),
    // Text in the theme colour sits on cards and on the page: readable on both.
    '--fp-theme-text': textColourOn(textColourOn(theme.pageThemeColor, theme.pageThemeCardBgColor), theme.pageThemeBgColor),
    ...READABLE_GREYS,
  };
}

export function applyTheme(variables: ThemeVariables, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
}
