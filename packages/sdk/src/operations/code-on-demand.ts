import { DomainError, err, ok, type Result } from '@fairpass/domain';

/**
 * An operation's code fetched when it first runs (a `*.on-demand.ts` module: its own chunk in a browser
 * bundle): the module, or NETWORK.EXCEPTION when it cannot be fetched (offline before it was kept, a deploy
 * replaced the files), which every screen words with its retry. `what` names the code in the error's detail.
 */
export const codeOnDemand = <M>(load: () => Promise<M>, what: string): Promise<Result<M, DomainError>> =>
  load().then(
    (module) => ok(module),
    (error: unknown) => err(new DomainError('NETWORK.EXCEPTION', `${what} could not be fetched`, error)),
  );
