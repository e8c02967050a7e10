import type { CallOptions, DomainError, ErrorCode, Result } from '@fairpass/domain';
import type { LeadsGateway, LeadSurvey } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import type { ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import type { LeadBook } from './lead-book';
import { LEAD_READ_FAILURES } from './lead-failures';
import { LEADS_TOKENS } from './leads.tokens';

/** What fetch survey can fail with. */
export const FETCH_SURVEY_ERRORS = LEAD_READ_FAILURES;

const SURVEY_KEY = 'survey';

/**
 * The exhibitor's qualification survey. Kept on the phone whenever it is read, so the survey page
 * works with no network: offline (or on any failure the network may cure) the kept copy is the answer.
 */
@injectable()
export class FetchSurveyUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
    @inject(LEADS_TOKENS.Book) private readonly book: LeadBook,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_SURVEY_ERRORS}. */
  execute(options?: CallOptions): Promise<Result<LeadSurvey, ErrorOf<typeof FETCH_SURVEY_ERRORS>>> {
    return guarded(FETCH_SURVEY_ERRORS as readonly ErrorCode[] as typeof FETCH_SURVEY_ERRORS, undefined, async (): Promise<Result<LeadSurvey, DomainError>> => {
      const owner = await this.book.ready();
      const fresh = await this.leads.survey(exhibitionOf(this.session), options);
      if (owner === undefined) return fresh;
      if (fresh.ok) {
        await this.book.store.setMeta(owner, SURVEY_KEY, fresh.value);
        return fresh;
      }
      const kept = fresh.error.retryable ? await this.book.store.getMeta<LeadSurvey>(owner, SURVEY_KEY) : undefined;
      return kept === undefined ? fresh : { ok: true, value: kept };
    });
  }
}
