import type { AuthGateway, DomainError, Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { type ErrorOf, LOGIN_FAILURES, withinCodes } from '../operations/operation-errors';
import { missingText } from '../operations/input-guard';
import type { SessionStore } from '../session/session.store';
import { loginWithGrant, type LoginToken } from './token-login';

/** What login by sms can fail with. */
export const LOGIN_BY_SMS_ERRORS = [...LOGIN_FAILURES] as const satisfies readonly ErrorCode[];

/** Logs in with a phone number and the SMS code sent to it (grant `appsms`). */
export class LoginBySmsUseCase {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LOGIN_BY_SMS_ERRORS}. */
  async execute(input: { phone: string; code: string }, options?: CallOptions): Promise<Result<LoginToken, ErrorOf<typeof LOGIN_BY_SMS_ERRORS>>> {
    return withinCodes(await this.run(input, options), LOGIN_BY_SMS_ERRORS);
  }

  private run(input: { phone: string; code: string }, options?: CallOptions): Promise<Result<LoginToken, DomainError>> {
    const invalid = missingText(input, ['phone', 'code']);
    if (invalid) return Promise.resolve(invalid);
    return loginWithGrant(this.auth, this.session, { grantType: 'appsms', phone: input.phone, code: input.code }, options);
  }
}
