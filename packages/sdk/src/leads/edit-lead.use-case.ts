import type { Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { withinCodes, type ErrorOf } from '../operations/operation-errors';
import type { LeadBook, LeadEdit } from './lead-book';
import type { LeadView } from './lead-view';
import { LEADS_TOKENS } from './leads.tokens';
import { CAPTURE_LEAD_ERRORS } from './capture-lead.use-case';

/** What edit lead can fail with: the capture's, and a lead not on the phone (VALIDATION.REQUIRED, field `localId`). */
export const EDIT_LEAD_ERRORS = CAPTURE_LEAD_ERRORS;

/**
 * Edits a lead on the phone (rating, tags, notes, follow-up, survey answers; the details of one typed
 * by hand, or `source: 'manual'` for a scan the server could not find). Saved at once; the change joins
 * the lead's write still waiting, or goes as an update once the earlier one was sent.
 */
@injectable()
export class EditLeadUseCase {
  constructor(@inject(LEADS_TOKENS.Book) private readonly book: LeadBook) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link EDIT_LEAD_ERRORS}. */
  async execute(input: { localId: string; patch: LeadEdit }): Promise<Result<LeadView, ErrorOf<typeof EDIT_LEAD_ERRORS>>> {
    return withinCodes(await this.book.edit(input.localId, input.patch), EDIT_LEAD_ERRORS);
  }
}
