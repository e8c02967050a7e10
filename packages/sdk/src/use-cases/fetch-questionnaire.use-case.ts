import type { DomainError, Questionnaire, QuestionnaireIndex, Result, UserGateway } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';

/** Fetches questionnaire 1–3 of the exhibition in the session language (null when there is none). */
@injectable()
export class FetchQuestionnaireUseCase {
  constructor(
    @inject(TOKENS.UserGateway) private readonly users: UserGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  execute(input: { index: QuestionnaireIndex }): Promise<Result<Questionnaire | null, DomainError>> {
    const { entry, language } = this.session.getSnapshot();
    return this.users.questionnaire({
      exhibitionId: entry.exhibitionId ?? '',
      registerType: entry.registerType ?? '',
      languageType: language,
      index: input.index,
    });
  }
}
