import type { ErrorCode, Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { withinCodes, type ErrorOf } from '../operations/operation-errors';
import type { CaptureInput, Captured, LeadBook } from './lead-book';
import { LEADS_TOKENS } from './leads.tokens';

/** What capture lead can fail with: bad details (the field named), or nobody logged in. No network needed. */
export const CAPTURE_LEAD_ERRORS = [
  'AUTH.UNAUTHORIZED',
  'VALIDATION.REQUIRED',
  'VALIDATION.TOO_LONG',
  'VALIDATION.NAME_INVALID',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.EMAIL_INVALID',
  'VALIDATION.OUT_OF_RANGE',
  'VALIDATION.DATE_INVALID',
  'UNKNOWN',
] as const satisfies readonly ErrorCode[];

/**
 * Saves a lead on the phone at once, with or without network, and puts its create in the outbox
 * (synced later, in order, under the phone's id and an Idempotency-Key). A scanned badge needs only its
 * code; the server fills in the visitor when it syncs. The same badge or mobile twice gives the lead
 * already on the phone (`existing: true`) instead of a second one.
 */
@injectable()
export class CaptureLeadUseCase {
  constructor(@inject(LEADS_TOKENS.Book) private readonly book: LeadBook) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link CAPTURE_LEAD_ERRORS}. */
  async execute(input: CaptureInput): Promise<Result<Captured, ErrorOf<typeof CAPTURE_LEAD_ERRORS>>> {
    return withinCodes(await this.book.capture(input), CAPTURE_LEAD_ERRORS);
  }
}
