import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { CatalogueEntry, ExhibitorCatalogueGateway, JournalFields } from '@fairpass/domain/exhibitor-catalogue';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CATALOGUE_WRITE_REFUSALS } from './catalogue-failures';
import { checkedEntry } from './catalogue.input-guards';
import { EXHIBITOR_CATALOGUE_TOKENS } from './exhibitor-catalogue.tokens';

/** What submit catalogue entry can fail with: the entry's rules (field named), the deadline (5003), the permission (5004). */
export const SUBMIT_CATALOGUE_ENTRY_ERRORS = [
  ...WRITE_FAILURES,
  ...CATALOGUE_WRITE_REFUSALS,
  'VALIDATION.REQUIRED',
  'VALIDATION.TOO_LONG',
  'VALIDATION.PHONE_INVALID',
] as const satisfies readonly ErrorCode[];

/**
 * Submits the catalogue entry for the organiser's review: it becomes read-only (`submitted`) until
 * approved or refused, and a version in its history. Refused before sending when a field breaks the
 * entry's rules; after the deadline REGISTRATION.SUBMISSION_CLOSED. Carries an Idempotency-Key: a double
 * tap submits once.
 */
@injectable()
export class SubmitCatalogueEntryUseCase {
  constructor(
    @inject(EXHIBITOR_CATALOGUE_TOKENS.Gateway) private readonly catalogue: ExhibitorCatalogueGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the entry as submitted, or an error whose `code` is one of {@link SUBMIT_CATALOGUE_ENTRY_ERRORS}. */
  execute(input: JournalFields, options?: CallOptions): Promise<Result<CatalogueEntry, ErrorOf<typeof SUBMIT_CATALOGUE_ENTRY_ERRORS>>> {
    const { invalid, fields } = checkedEntry(input, false);
    return guarded(SUBMIT_CATALOGUE_ENTRY_ERRORS, invalid, () => this.catalogue.submit({ exhibitionId: exhibitionOf(this.session), fields }, options));
  }
}
