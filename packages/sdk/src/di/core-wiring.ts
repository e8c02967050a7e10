import { AutoLoginByAccountUseCase } from '../use-cases/auto-login-by-account.use-case';
import { ChangeLanguageUseCase } from '../use-cases/change-language.use-case';
import { FetchShareLinkUseCase } from '../use-cases/fetch-share-link.use-case';
import { FetchUserUseCase } from '../use-cases/fetch-user.use-case';
import { LoadConfigUseCase } from '../use-cases/load-config.use-case';
import { LogBuryUseCase } from '../use-cases/log-bury.use-case';
import { LoginByEmailUseCase } from '../use-cases/login-by-email.use-case';
import { LoginByImasterUseCase } from '../use-cases/login-by-imaster.use-case';
import { LoginByOpenidUseCase } from '../use-cases/login-by-openid.use-case';
import { LoginByPasswordUseCase } from '../use-cases/login-by-password.use-case';
import { LoginBySmsUseCase } from '../use-cases/login-by-sms.use-case';
import { LogoutUseCase } from '../use-cases/logout.use-case';
import { NextStepUseCase } from '../use-cases/next-step.use-case';
import { RefreshTokenUseCase } from '../use-cases/refresh-token.use-case';
import { ResetPasswordUseCase } from '../use-cases/reset-password.use-case';
import { SendVerificationCodeUseCase } from '../use-cases/send-verification-code.use-case';
import { SetupShareUseCase } from '../use-cases/setup-share.use-case';
import { StartFromLinkUseCase } from '../use-cases/start-from-link.use-case';
import { UpdatePasswordUseCase } from '../use-cases/update-password.use-case';
import type { CoreGraph, CoreWiring } from './core-graph';
import type { CoreOperations } from './core-operations';

/**
 * How each core operation is built from the client's core graph: constructor calls written out, so the
 * entry flow and the logins run with no container and no decorator metadata. The names are the ones
 * callers use (`client.loginBySms.execute(…)`), the same as CORE_OPERATIONS's.
 */
export const CORE_WIRING: CoreWiring = {
  loadConfig: (core) => new LoadConfigUseCase(core.configGateway, core.ports.session),
  startFromLink: (core) => {
    const { session, storage, environment, wechat, clock } = core.ports;
    return new StartFromLinkUseCase(session, storage, environment, wechat, clock, core.userGateway, core.logGateway, core.operation('loadConfig'), core.operation('loginByOpenid'), core.operation('nextStep'), core.openidBinding);
  },
  loginBySms: (core) => new LoginBySmsUseCase(core.authGateway, core.ports.session),
  loginByEmail: (core) => new LoginByEmailUseCase(core.authGateway, core.ports.session),
  loginByPassword: (core) => new LoginByPasswordUseCase(core.authGateway, core.ports.session),
  loginByOpenid: (core) => new LoginByOpenidUseCase(core.authGateway, core.ports.session),
  loginByImaster: (core) => new LoginByImasterUseCase(core.authGateway, core.ports.session),
  autoLoginByAccount: (core) => new AutoLoginByAccountUseCase(core.authGateway, core.ports.session),
  refreshToken: (core) => new RefreshTokenUseCase(core.authGateway, core.ports.session),
  logout: (core) => new LogoutUseCase(core.authGateway, core.ports.session, core.ports.accountData, core.openidBinding),
  sendVerificationCode: (core) => new SendVerificationCodeUseCase(core.authGateway),
  resetPassword: (core) => new ResetPasswordUseCase(core.authGateway),
  updatePassword: (core) => new UpdatePasswordUseCase(core.authGateway),
  fetchUser: (core) => new FetchUserUseCase(core.userGateway, core.ports.session),
  nextStep: (core) => new NextStepUseCase(core.operation('fetchUser'), core.operation('loadConfig'), core.ports.session, core.ports.settings),
  fetchShareLink: (core) => new FetchShareLinkUseCase(core.shareGateway, core.ports.session),
  setupShare: (core) => new SetupShareUseCase(core.ports.session, core.ports.wechat, core.weChatGateway, core.ports.environment),
  logBury: (core) => new LogBuryUseCase(core.logGateway),
  changeLanguage: (core) => new ChangeLanguageUseCase(core.ports.session),
};

/** The core operations on a graph, as properties built on first read. */
export function coreOperationsOf(core: CoreGraph): CoreOperations {
  const operations = {} as Record<string, unknown>;
  for (const name of Object.keys(CORE_WIRING) as (keyof CoreOperations)[]) {
    Object.defineProperty(operations, name, { enumerable: true, get: () => core.operation(name) });
  }
  return Object.freeze(operations) as CoreOperations;
}
