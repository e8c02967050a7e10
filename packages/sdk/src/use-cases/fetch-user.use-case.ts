import type { DomainError, Result, UserGateway, UserInfo } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { type ErrorOf, WRITE_FAILURES, withinCodes } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';

/** What fetch user can fail with. */
export const FETCH_USER_ERRORS = [...WRITE_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * Fetches the logged-in user's record for this exhibition (`addAndGetAll`, which also registers the
 * account under the link's register type on first visit) and keeps it in the session.
 */
export class FetchUserUseCase {
  constructor(
    private readonly users: UserGateway,
    private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_USER_ERRORS}. */
  async execute(options?: CallOptions): Promise<Result<UserInfo, ErrorOf<typeof FETCH_USER_ERRORS>>> {
    return withinCodes(await this.run(options), FETCH_USER_ERRORS);
  }

  private async run(options?: CallOptions): Promise<Result<UserInfo, DomainError>> {
    const { entry } = this.session.getSnapshot();
    // The record is kept only for the login that asked for it: not after a logout came in between.
    const login = this.session.loginMark();
    const user = await this.users.addAndGetAll({
      exhibitionId: entry.exhibitionId ?? '',
      topRegisterType: entry.registerType ?? '',
    }, options);
    if (user.ok) this.session.setUserReadUnder(login, user.value);
    return user;
  }
}
