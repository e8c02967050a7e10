import type { ConfigGateway, DomainError, FormField, Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';

/** The personal-information form (/infoWap) the server configures for this exhibition, in the session language. */
@injectable()
export class FetchRegistrationFormUseCase {
  constructor(
    @inject(TOKENS.ConfigGateway) private readonly config: ConfigGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  execute(): Promise<Result<readonly FormField[], DomainError>> {
    const { entry, language } = this.session.getSnapshot();
    return this.config.registrationFormConfig({
      exhibitionId: entry.exhibitionId ?? '',
      registerType: entry.registerType ?? '',
      languageType: language,
    });
  }
}
