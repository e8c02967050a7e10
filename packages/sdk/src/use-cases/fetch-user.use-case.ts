import type { DomainError, Result, UserGateway, UserInfo } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';

/**
 * Fetches the logged-in user's record for this exhibition (`addAndGetAll`, which also registers the
 * account under the link's register type on first visit) and keeps it in the session.
 */
@injectable()
export class FetchUserUseCase {
  constructor(
    @inject(TOKENS.UserGateway) private readonly users: UserGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  async execute(options?: CallOptions): Promise<Result<UserInfo, DomainError>> {
    const { entry } = this.session.getSnapshot();
    const user = await this.users.addAndGetAll({
      exhibitionId: entry.exhibitionId ?? '',
      topRegisterType: entry.registerType ?? '',
    }, options);
    if (user.ok) this.session.setUser(user.value);
    return user;
  }
}
