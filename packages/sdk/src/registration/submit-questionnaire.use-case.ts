import type {
  DomainError,
  QuestionnaireAnswer,
  QuestionnaireIndex,
  Result,
  RegistrationGateway,
  UserInfo,
} from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { type ErrorOf, WRITE_FAILURES, withinCodes } from '../operations/operation-errors';
import { missingObject, missingText, outOfRange } from '../operations/input-guard';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';
import { REGISTRATION_TOKENS } from './registration.tokens';

/** What submit questionnaire can fail with. */
export const SUBMIT_QUESTIONNAIRE_ERRORS = [...WRITE_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/** Submits the answers to one questionnaire and keeps the updated user record in the session. */
@injectable()
export class SubmitQuestionnaireUseCase {
  constructor(
    @inject(REGISTRATION_TOKENS.Gateway) private readonly registration: RegistrationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SUBMIT_QUESTIONNAIRE_ERRORS}. */
  async execute(input: {
    questionnaireId: string;
    index: QuestionnaireIndex;
    answers: readonly QuestionnaireAnswer[];
  }, options?: CallOptions): Promise<Result<UserInfo, ErrorOf<typeof SUBMIT_QUESTIONNAIRE_ERRORS>>> {
    return withinCodes(await this.run(input, options), SUBMIT_QUESTIONNAIRE_ERRORS);
  }

  private async run(input: {
    questionnaireId: string;
    index: QuestionnaireIndex;
    answers: readonly QuestionnaireAnswer[];
  }, options?: CallOptions): Promise<Result<UserInfo, DomainError>> {
    const invalid = missingText(input, ['questionnaireId']) ?? outOfRange(input, 'index', [1, 2, 3]) ?? missingObject(input, 'answers', true);
    if (invalid) return invalid;
    const exhibitionId = this.session.getSnapshot().entry.exhibitionId ?? '';
    // The record is kept only for the login that asked for it: not after a logout came in between.
    const login = this.session.loginMark();
    const user = await this.registration.submitQuestionnaire({ exhibitionId, ...input }, options);
    if (user.ok) this.session.setUserReadUnder(login, user.value);
    return user;
  }
}
