// Which login form the page shows and under which title: the config's login mode for the language
// (spec §9 defaults: SMS code in Chinese, e-mail code in English), unless the visitor chose password.
import { loginModeFor, type FunctionConfig, type LanguageType } from '@fairpass/domain';

export type LoginForm = 'sms' | 'email' | 'password';

export function loginFormOf(
  config: Pick<FunctionConfig, 'cnLoginMode' | 'enLoginMode'> | null | undefined,
  language: LanguageType,
  passwordChosen: boolean,
): LoginForm {
  const mode = loginModeFor(config, language);
  if (passwordChosen || mode === 'password') return 'password';
  return mode === 'appemail' ? 'email' : 'sms';
}

/** The exhibition's title in the page language; the English title falls back to the Chinese one. */
export function exhibitionTitleOf(config: Pick<FunctionConfig, 'pageTitle' | 'pageTitleEn'> | null | undefined, language: LanguageType): string {
  if (!config) return '';
  return language === 'en' ? config.pageTitleEn || config.pageTitle : config.pageTitle;
}
