import type { Operations } from './area';
import type { LaterName } from './later-operations';
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

/**
 * The core area's operations, under the names callers use (`client.loginBySms.execute(…)`). Other areas
 * offer theirs through their own entry (`getRegistration(client)` from `@fairpass/sdk/registration`).
 */
export const CORE_OPERATIONS = {
  loadConfig: LoadConfigUseCase,
  startFromLink: StartFromLinkUseCase,
  loginBySms: LoginBySmsUseCase,
  loginByEmail: LoginByEmailUseCase,
  loginByPassword: LoginByPasswordUseCase,
  loginByOpenid: LoginByOpenidUseCase,
  loginByImaster: LoginByImasterUseCase,
  autoLoginByAccount: AutoLoginByAccountUseCase,
  refreshToken: RefreshTokenUseCase,
  logout: LogoutUseCase,
  sendVerificationCode: SendVerificationCodeUseCase,
  resetPassword: ResetPasswordUseCase,
  updatePassword: UpdatePasswordUseCase,
  fetchUser: FetchUserUseCase,
  nextStep: NextStepUseCase,
  fetchShareLink: FetchShareLinkUseCase,
  setupShare: SetupShareUseCase,
  logBury: LogBuryUseCase,
  changeLanguage: ChangeLanguageUseCase,
} as const;

/** The core operations as their classes' instances. */
export type CoreOperationInstances = Operations<typeof CORE_OPERATIONS>;

/** The core operations as a client offers them: `client.loginBySms.execute(…)`. */
export type CoreOperations = {
  readonly [K in keyof CoreOperationInstances]: K extends LaterName ? Pick<CoreOperationInstances[K], 'execute'> : CoreOperationInstances[K];
};

export type { LaterName };
