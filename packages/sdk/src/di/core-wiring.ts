import { ChangeLanguageUseCase } from '../use-cases/change-language.use-case';
import { FetchUserUseCase } from '../use-cases/fetch-user.use-case';
import { LoadConfigUseCase } from '../use-cases/load-config.use-case';
import { LoginByEmailUseCase } from '../use-cases/login-by-email.use-case';
import { LoginByOpenidUseCase } from '../use-cases/login-by-openid.use-case';
import { LoginBySmsUseCase } from '../use-cases/login-by-sms.use-case';
import { LogoutUseCase } from '../use-cases/logout.use-case';
import { NextStepUseCase } from '../use-cases/next-step.use-case';
import { SendVerificationCodeUseCase } from '../use-cases/send-verification-code.use-case';
import { StartFromLinkUseCase } from '../use-cases/start-from-link.use-case';
import { codeOnDemand } from '../operations/code-on-demand';
import type { CoreGraph, CoreWiring, LaterWiring } from './core-graph';
import type { CoreOperations } from './core-operations';
import { LATER_OPERATIONS, type LaterName } from './later-operations';

/**
 * How each core operation a login page runs is built from the client's core graph: constructor calls
 * written out, so the entry flow and the logins run with no container and no decorator metadata. The
 * names are the ones callers use (`client.loginBySms.execute(…)`), the same as CORE_OPERATIONS's; the
 * others are built by core-later.wiring.ts, fetched when one of them first runs (LATER_OPERATIONS).
 */
export const CORE_WIRING: CoreWiring = {
  loadConfig: (core) => new LoadConfigUseCase(core.configGateway, core.ports.session),
  startFromLink: (core) => {
    const { session, storage, environment, wechat, clock } = core.ports;
    return new StartFromLinkUseCase(session, storage, environment, wechat, clock, core.userGateway, core.logGateway, core.operation('loadConfig'), core.operation('loginByOpenid'), core.operation('nextStep'), core.openidBinding);
  },
  loginBySms: (core) => new LoginBySmsUseCase(core.authGateway, core.ports.session),
  loginByEmail: (core) => new LoginByEmailUseCase(core.authGateway, core.ports.session),
  loginByOpenid: (core) => new LoginByOpenidUseCase(core.authGateway, core.ports.session),
  logout: (core) => new LogoutUseCase(core.authGateway, core.ports.session, core.ports.accountData, core.openidBinding),
  sendVerificationCode: (core) => new SendVerificationCodeUseCase(core.authGateway),
  fetchUser: (core) => new FetchUserUseCase(core.userGateway, core.ports.session),
  nextStep: (core) => new NextStepUseCase(core.operation('fetchUser'), core.operation('loadConfig'), core.ports.session, core.ports.settings),
  changeLanguage: (core) => new ChangeLanguageUseCase(core.ports.session),
};

/** The later operations' code, fetched once (the graph keeps it; a failed fetch is tried again). */
export const loadLaterWiring = async (): Promise<LaterWiring> => (await import('./core-later.wiring')).LATER_WIRING;

type Execute = (...args: unknown[]) => Promise<unknown>;

/**
 * The core operations on a graph: the login page's as properties built on first read, the later ones
 * as their `execute`, which fetches their code on its first run. A fetch that fails (offline, a deploy
 * replaced the files) answers NETWORK.EXCEPTION and is tried again on the next call.
 */
export function coreOperationsOf(core: CoreGraph): CoreOperations {
  const operations = {} as Record<string, unknown>;
  for (const name of Object.keys(CORE_WIRING) as (keyof typeof CORE_WIRING)[]) {
    Object.defineProperty(operations, name, { enumerable: true, get: () => core.operation(name) });
  }
  for (const name of Object.keys(LATER_OPERATIONS) as LaterName[]) {
    const execute: Execute = async (...args) => {
      const loaded = await codeOnDemand(() => core.laterOperation(name), `the code of ${name}`);
      return loaded.ok ? (loaded.value as unknown as { execute: Execute }).execute(...args) : loaded;
    };
    operations[name] = Object.freeze({ execute });
  }
  return Object.freeze(operations) as CoreOperations;
}
