import { DomainError, err, type AuthGateway, type Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { type ErrorOf, LOGIN_FAILURES, withinCodes } from '../operations/operation-errors';
import { missingText } from '../operations/input-guard';
import type { SessionStore } from '../session/session.store';
import { loginWithGrant, type LoginToken } from './token-login';

/** What auto login by account can fail with. */
export const AUTO_LOGIN_BY_ACCOUNT_ERRORS = [...LOGIN_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * Where this code runs a visitor's browser: a page (`document`) or a web worker. Such code can be read
 * and driven by anyone, so it must not hold a server-to-server hand-off.
 */
function runsInBrowser(scope: object = globalThis): boolean {
  return 'document' in scope || 'WorkerGlobalScope' in scope;
}

/**
 * Logs in an account another system has already authenticated (grant `accountPasswordAutoLogin`).
 *
 * **A server-to-server hand-off, never browser code.** The grant logs in by account name alone: whoever
 * can send an account name gets that account's tokens. The backend must pair it with a signed,
 * short-lived assertion from the system handing over (its signature, the account, an expiry of
 * seconds, a one-time nonce) and refuse it without one; until it does, only a trusted server (the
 * desktop site's back end, a Node service) may call this operation, over its own connection, and pass
 * the tokens on. In a browser (a page or a web worker) it refuses to run and sends nothing: it returns
 * `AUTH.LOGIN_FAILED` rather than putting the hand-off in code any visitor can read and replay
 * (docs/endpoints.md, "Account hand-off").
 */
export class AutoLoginByAccountUseCase {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link AUTO_LOGIN_BY_ACCOUNT_ERRORS}. */
  async execute(input: { account: string }, options?: CallOptions): Promise<Result<LoginToken, ErrorOf<typeof AUTO_LOGIN_BY_ACCOUNT_ERRORS>>> {
    return withinCodes(await this.run(input, options), AUTO_LOGIN_BY_ACCOUNT_ERRORS);
  }

  private run(input: { account: string }, options?: CallOptions): Promise<Result<LoginToken, DomainError>> {
    if (runsInBrowser()) {
      return Promise.resolve(err(new DomainError('AUTH.LOGIN_FAILED', 'accountPasswordAutoLogin is a server-to-server hand-off and does not run in a browser')));
    }
    const invalid = missingText(input, ['account']);
    if (invalid) return Promise.resolve(invalid);
    return loginWithGrant(this.auth, this.session, { grantType: 'accountPasswordAutoLogin', account: input.account }, options);
  }
}
