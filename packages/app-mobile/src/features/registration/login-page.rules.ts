// Which login form the page shows: the way the visitor chose, when the exhibition offers it for the page
// language, else the first of the domain's loginWaysFor (the config's login mode; spec §9 defaults: SMS
// code in Chinese, e-mail code in English — where the mobile is offered too, issue 27).
import { loginWaysFor, type FunctionConfig, type LanguageType, type LoginWay } from '@fairpass/domain';

export type LoginForm = LoginWay;

type LoginModes = Pick<FunctionConfig, 'cnLoginMode' | 'enLoginMode'> | null | undefined;

export function loginFormOf(config: LoginModes, language: LanguageType, chosen: LoginWay | null): LoginForm {
  const ways = loginWaysFor(config, language);
  return chosen !== null && ways.includes(chosen) ? chosen : (ways[0] ?? 'password');
}

/** The other ways the page offers besides the form it shows, in the domain's order. */
export function otherLoginWays(config: LoginModes, language: LanguageType, shown: LoginForm): readonly LoginWay[] {
  return loginWaysFor(config, language).filter((way) => way !== shown);
}
