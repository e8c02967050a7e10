import { ok, type DomainError, type LanguageType, type Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';

/** Switches the session language (kept across visits) and the stored page title with it. */
@injectable()
export class ChangeLanguageUseCase {
  constructor(@inject(TOKENS.Session) private readonly session: SessionStore) {}

  execute(input: { language: LanguageType }): Promise<Result<LanguageType, DomainError>> {
    this.session.setLanguage(input.language);
    const config = this.session.getSnapshot().config;
    if (config !== null) {
      const { pageTitle, pageTitleEn } = config.functionConfig;
      this.session.setConfig({ ...config, title: input.language === 'en' ? pageTitleEn : pageTitle });
    }
    return Promise.resolve(ok(input.language));
  }
}
