import type { RegistrationGateway, DomainError, FormField, Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { type ErrorOf, HTTP_FAILURES, withinCodes } from '../operations/operation-errors';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';
import { REGISTRATION_TOKENS } from './registration.tokens';

/** What fetch registration form can fail with. */
export const FETCH_REGISTRATION_FORM_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** The personal-information form (/infoWap) the server configures for this exhibition, in the session language. */
@injectable()
export class FetchRegistrationFormUseCase {
  constructor(
    @inject(REGISTRATION_TOKENS.Gateway) private readonly registration: RegistrationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_REGISTRATION_FORM_ERRORS}. */
  async execute(options?: CallOptions): Promise<Result<readonly FormField[], ErrorOf<typeof FETCH_REGISTRATION_FORM_ERRORS>>> {
    return withinCodes(await this.run(options), FETCH_REGISTRATION_FORM_ERRORS);
  }

  private run(options?: CallOptions): Promise<Result<readonly FormField[], DomainError>> {
    const { entry, language } = this.session.getSnapshot();
    return this.registration.registrationFormConfig({
      exhibitionId: entry.exhibitionId ?? '',
      registerType: entry.registerType ?? '',
      languageType: language,
    }, options);
  }
}
