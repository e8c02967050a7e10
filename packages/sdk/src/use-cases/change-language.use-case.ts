import { localizedField, ok, type DomainError, type LanguageType, type Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import { type ErrorOf, withinCodes } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';

/** What change language can fail with. */
export const CHANGE_LANGUAGE_ERRORS = ['VALIDATION.REQUIRED', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/** Switches the session language (kept across visits) and the stored page title with it. */
export class ChangeLanguageUseCase {
  constructor(private readonly session: SessionStore) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link CHANGE_LANGUAGE_ERRORS}. */
  async execute(input: { language: LanguageType }): Promise<Result<LanguageType, ErrorOf<typeof CHANGE_LANGUAGE_ERRORS>>> {
    return withinCodes(await this.run(input), CHANGE_LANGUAGE_ERRORS);
  }

  private run(input: { language: LanguageType }): Promise<Result<LanguageType, DomainError>> {
    this.session.setLanguage(input.language);
    const config = this.session.getSnapshot().config;
    if (config !== null) {
      this.session.setConfig({ ...config, title: localizedField(config.functionConfig, 'pageTitle', input.language) });
    }
    return Promise.resolve(ok(input.language));
  }
}
