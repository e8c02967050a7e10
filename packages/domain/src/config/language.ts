// Languages and login modes (spec §9): Chinese is the default; each language has its own login mode.

export type LanguageType = 'cn' | 'en';

export const DEFAULT_LANGUAGE: LanguageType = 'cn';

export const isLanguageType = (value: unknown): value is LanguageType => value === 'cn' || value === 'en';

/** Unknown or missing values fall back to the default language rather than failing the entry. */
export const toLanguageType = (value: unknown): LanguageType =>
  isLanguageType(value) ? value : DEFAULT_LANGUAGE;

export type CnLoginMode = 'appsms' | 'password';
export type EnLoginMode = 'appemail' | 'password';
export type LoginMode = CnLoginMode | EnLoginMode;

export const DEFAULT_LOGIN_MODES: Readonly<{ cn: CnLoginMode; en: EnLoginMode }> = {
  cn: 'appsms',
  en: 'appemail',
};

const CN_MODES: readonly string[] = ['appsms', 'password'];
const EN_MODES: readonly string[] = ['appemail', 'password'];

/** The configured login mode for a language, or its default when the config is empty or unknown. */
export const loginModeFor = (
  // Structural, so this file needs nothing of function-config.ts (which imports the mode types from here).
  config: { readonly cnLoginMode?: string; readonly enLoginMode?: string } | null | undefined,
  language: LanguageType,
): LoginMode => {
  if (language === 'en') {
    const mode = config?.enLoginMode;
    return mode && EN_MODES.includes(mode) ? (mode as EnLoginMode) : DEFAULT_LOGIN_MODES.en;
  }
  const mode = config?.cnLoginMode;
  return mode && CN_MODES.includes(mode) ? (mode as CnLoginMode) : DEFAULT_LOGIN_MODES.cn;
};
