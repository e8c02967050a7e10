// Languages and login modes (spec §9): Chinese is the default; each language has its own login mode.
// The modes are the token grants (appsms: mobile + SMS code, appemail: e-mail + code, password).

export type LanguageType = 'cn' | 'en';

export const DEFAULT_LANGUAGE: LanguageType = 'cn';

export const isLanguageType = (value: unknown): value is LanguageType => value === 'cn' || value === 'en';

/** Unknown or missing values fall back to the default language rather than failing the entry. */
export const toLanguageType = (value: unknown): LanguageType =>
  isLanguageType(value) ? value : DEFAULT_LANGUAGE;

export type CnLoginMode = 'appsms' | 'password';
/** `appsms` in English: the exhibition lets English visitors log in by mobile first (issue 27). */
export type EnLoginMode = 'appemail' | 'appsms' | 'password';
export type LoginMode = CnLoginMode | EnLoginMode;

export const DEFAULT_LOGIN_MODES: Readonly<{ cn: CnLoginMode; en: EnLoginMode }> = {
  cn: 'appsms',
  en: 'appemail',
};

const CN_MODES: readonly string[] = ['appsms', 'password'];
const EN_MODES: readonly string[] = ['appemail', 'appsms', 'password'];

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

/** One way the login page offers: a code by SMS to a mobile, a code by e-mail, or account + password. */
export type LoginWay = 'sms' | 'email' | 'password';

/**
 * The ways the login page offers for a language, the configured mode's first (the form it opens on).
 * The password mode is the only way where an exhibition sets it. Under a code mode the password is
 * always offered too; in Chinese the code goes by SMS (spec §9); in English both the e-mail and the
 * mobile are offered — the e-mail first by default (spec §9 appemail), the mobile first under appsms —
 * so a visitor who registered by mobile signs in on the English page without switching to Chinese.
 */
export const loginWaysFor = (
  config: { readonly cnLoginMode?: string; readonly enLoginMode?: string } | null | undefined,
  language: LanguageType,
): readonly LoginWay[] => {
  const mode = loginModeFor(config, language);
  if (mode === 'password') return ['password'];
  if (language === 'cn') return ['sms', 'password'];
  return mode === 'appsms' ? ['sms', 'email', 'password'] : ['email', 'sms', 'password'];
};
