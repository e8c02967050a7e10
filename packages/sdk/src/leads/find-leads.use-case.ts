import { ok, type ErrorCode, type Result } from '@fairpass/domain';
import { type LocalLeadFilter } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import type { ErrorOf } from '../operations/operation-errors';
import type { LeadBook } from './lead-book';
import type { LeadView } from './lead-view';
import { LEADS_TOKENS } from './leads.tokens';

/** What find leads can fail with: nothing (no network, no login needed: the list is the phone's). */
export const FIND_LEADS_ERRORS = [] as const satisfies readonly ErrorCode[];

/**
 * The account's leads on the phone, newest first, by keyword (every word somewhere in the name,
 * mobile, company, job title, e-mail, badge code, tags or notes; full-width and case folded), rating
 * and sync state. Works with no network; thousands of leads are searched in memory.
 */
@injectable()
export class FindLeadsUseCase {
  constructor(@inject(LEADS_TOKENS.Book) private readonly book: LeadBook) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FIND_LEADS_ERRORS}. */
  async execute(filter: LocalLeadFilter = {}): Promise<Result<readonly LeadView[], ErrorOf<typeof FIND_LEADS_ERRORS>>> {
    await this.book.ready();
    return ok(this.book.find(filter));
  }
}
