import { AutoLoginByAccountUseCase } from '../use-cases/auto-login-by-account.use-case';
import { FetchShareLinkUseCase } from '../use-cases/fetch-share-link.use-case';
import { LogBuryUseCase } from '../use-cases/log-bury.use-case';
import { LoginByImasterUseCase } from '../use-cases/login-by-imaster.use-case';
import { LoginByPasswordUseCase } from '../use-cases/login-by-password.use-case';
import { RefreshTokenUseCase } from '../use-cases/refresh-token.use-case';
import { ResetPasswordUseCase } from '../use-cases/reset-password.use-case';
import { SetupShareUseCase } from '../use-cases/setup-share.use-case';
import { UpdatePasswordUseCase } from '../use-cases/update-password.use-case';
import type { LaterWiring } from './core-graph';

/**
 * The core operations a login page does not run before its first tap (issue 33), built like the others
 * (core-wiring.ts) but fetched with this file the first time one of them runs: the password and iMaster
 * logins and the account's auto login, the token refresh, the password changes, the share link and the
 * WeChat share, the behaviour log. `client.<name>.execute(…)` reads the same for them.
 */
export const LATER_WIRING: LaterWiring = {
  loginByPassword: (core) => new LoginByPasswordUseCase(core.authGateway, core.ports.session),
  loginByImaster: (core) => new LoginByImasterUseCase(core.authGateway, core.ports.session),
  autoLoginByAccount: (core) => new AutoLoginByAccountUseCase(core.authGateway, core.ports.session),
  refreshToken: (core) => new RefreshTokenUseCase(core.authGateway, core.ports.session),
  resetPassword: (core) => new ResetPasswordUseCase(core.authGateway),
  updatePassword: (core) => new UpdatePasswordUseCase(core.authGateway),
  fetchShareLink: (core) => new FetchShareLinkUseCase(core.shareGateway, core.ports.session),
  setupShare: (core) => new SetupShareUseCase(core.ports.session, core.ports.wechat, core.weChatGateway, core.ports.environment),
  logBury: (core) => new LogBuryUseCase(core.logGateway),
};
