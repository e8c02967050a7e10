// Which login form the page shows: the config's login mode for the language
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
