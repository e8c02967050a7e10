import type { AuthGateway, DomainError, Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { type ErrorOf, LOGIN_FAILURES, withinCodes } from '../operations/operation-errors';
import { missingText } from '../operations/input-guard';
import type { SessionStore } from '../session/session.store';
import { loginWithGrant, type LoginToken } from './token-login';

/** What login by openid can fail with. */
export const LOGIN_BY_OPENID_ERRORS = [...LOGIN_FAILURES] as const satisfies readonly ErrorCode[];

/** Logs in the WeChat user behind an openid (grant `appopenid`); "No user information" means not bound yet. */
export class LoginByOpenidUseCase {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LOGIN_BY_OPENID_ERRORS}. */
  async execute(input: { openid: string }, options?: CallOptions): Promise<Result<LoginToken, ErrorOf<typeof LOGIN_BY_OPENID_ERRORS>>> {
    return withinCodes(await this.run(input, options), LOGIN_BY_OPENID_ERRORS);
  }

  private run(input: { openid: string }, options?: CallOptions): Promise<Result<LoginToken, DomainError>> {
    const invalid = missingText(input, ['openid']);
    if (invalid) return Promise.resolve(invalid);
    return loginWithGrant(this.auth, this.session, { grantType: 'appopenid', openid: input.openid }, options);
  }
}
