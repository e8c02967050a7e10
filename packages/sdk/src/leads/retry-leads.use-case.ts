import { ok, type ErrorCode, type Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import type { ErrorOf } from '../operations/operation-errors';
import type { LeadBook } from './lead-book';
import { LEADS_TOKENS } from './leads.tokens';

/** What retry leads can fail with: nothing. */
export const RETRY_LEADS_ERRORS = [] as const satisfies readonly ErrorCode[];

/**
 * Puts leads the server refused back in line (one lead, or all without `localId`), with fresh keys: after
 * buying a package, say. Resolves to how many leads went back; the next sync sends them.
 */
@injectable()
export class RetryLeadsUseCase {
  constructor(@inject(LEADS_TOKENS.Book) private readonly book: LeadBook) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link RETRY_LEADS_ERRORS}. */
  async execute(input: { localId?: string } = {}): Promise<Result<number, ErrorOf<typeof RETRY_LEADS_ERRORS>>> {
    return ok(await this.book.retry(input.localId));
  }
}
