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

/** What save entry draft can fail with: a field over its length, a submitted entry, the deadline, the permission. */
export const SAVE_ENTRY_DRAFT_ERRORS = [...WRITE_FAILURES, ...CATALOGUE_WRITE_REFUSALS, 'VALIDATION.TOO_LONG'] as const satisfies readonly ErrorCode[];

/**
 * Keeps the catalogue entry as typed on the server, unfinished or not, without submitting it; the entry's
 * state becomes `draft` (a submitted one, under review, is refused). Carries an Idempotency-Key.
 */
@injectable()
export class SaveEntryDraftUseCase {
  constructor(
    @inject(EXHIBITOR_CATALOGUE_TOKENS.Gateway) private readonly catalogue: ExhibitorCatalogueGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the entry with its draft, or an error whose `code` is one of {@link SAVE_ENTRY_DRAFT_ERRORS}. */
  execute(input: JournalFields, options?: CallOptions): Promise<Result<CatalogueEntry, ErrorOf<typeof SAVE_ENTRY_DRAFT_ERRORS>>> {
    const { invalid, fields } = checkedEntry(input, true);
    return guarded(SAVE_ENTRY_DRAFT_ERRORS, invalid, () => this.catalogue.saveDraft({ exhibitionId: exhibitionOf(this.session), fields }, options));
  }
}
