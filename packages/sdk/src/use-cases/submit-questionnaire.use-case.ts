import type {
  DomainError,
  QuestionnaireAnswer,
  QuestionnaireIndex,
  Result,
  UserGateway,
  UserInfo,
} from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';

/** Submits the answers to one questionnaire and keeps the updated user record in the session. */
@injectable()
export class SubmitQuestionnaireUseCase {
  constructor(
    @inject(TOKENS.UserGateway) private readonly users: UserGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  async execute(input: {
    questionnaireId: string;
    index: QuestionnaireIndex;
    answers: readonly QuestionnaireAnswer[];
  }): Promise<Result<UserInfo, DomainError>> {
    const exhibitionId = this.session.getSnapshot().entry.exhibitionId ?? '';
    const user = await this.users.submitQuestionnaire({ exhibitionId, ...input });
    if (user.ok) this.session.setUser(user.value);
    return user;
  }
}
