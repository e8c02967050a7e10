import type { DomainError, FormValues, Result, UserGateway, UserInfo } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';

/** Submits the personal-info form (/infoWap) and keeps the updated user record in the session. */
@injectable()
export class SubmitPersonalInfoUseCase {
  constructor(
    @inject(TOKENS.UserGateway) private readonly users: UserGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  async execute(input: { values: FormValues }): Promise<Result<UserInfo, DomainError>> {
    const { entry } = this.session.getSnapshot();
    const user = await this.users.submitInfo({
      exhibitionId: entry.exhibitionId ?? '',
      registerType: entry.registerType ?? '',
      values: input.values,
    });
    if (user.ok) this.session.setUser(user.value);
    return user;
  }
}
