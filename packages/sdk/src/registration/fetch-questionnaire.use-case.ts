import type { DomainError, Questionnaire, QuestionnaireIndex, Result, RegistrationGateway } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { type ErrorOf, HTTP_FAILURES, withinCodes } from '../operations/operation-errors';
import { outOfRange } from '../operations/input-guard';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';
import { REGISTRATION_TOKENS } from './registration.tokens';

/** What fetch questionnaire can fail with. */
export const FETCH_QUESTIONNAIRE_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/** Fetches questionnaire 1–3 of the exhibition in the session language (null when there is none). */
@injectable()
export class FetchQuestionnaireUseCase {
  constructor(
    @inject(REGISTRATION_TOKENS.Gateway) private readonly registration: RegistrationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_QUESTIONNAIRE_ERRORS}. */
  async execute(input: { index: QuestionnaireIndex }, options?: CallOptions): Promise<Result<Questionnaire | null, ErrorOf<typeof FETCH_QUESTIONNAIRE_ERRORS>>> {
    return withinCodes(await this.run(input, options), FETCH_QUESTIONNAIRE_ERRORS);
  }

  private run(input: { index: QuestionnaireIndex }, options?: CallOptions): Promise<Result<Questionnaire | null, DomainError>> {
    const invalid = outOfRange(input, 'index', [1, 2, 3]);
    if (invalid) return Promise.resolve(invalid);
    const { entry, language } = this.session.getSnapshot();
    return this.registration.questionnaire({
      exhibitionId: entry.exhibitionId ?? '',
      registerType: entry.registerType ?? '',
      languageType: language,
      index: input.index,
    }, options);
  }
}
