import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { CatalogueEntry, ExhibitorCatalogueGateway } from '@fairpass/domain/exhibitor-catalogue';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CATALOGUE_READ_REFUSALS } from './catalogue-failures';
import { EXHIBITOR_CATALOGUE_TOKENS } from './exhibitor-catalogue.tokens';

/** What fetch catalogue entry can fail with: a login without the journal module (spec §6). */
export const FETCH_CATALOGUE_ENTRY_ERRORS = [...HTTP_FAILURES, ...CATALOGUE_READ_REFUSALS] as const satisfies readonly ErrorCode[];

/** The company's show catalogue (会刊) entry: its state, the last version, the server draft, the logo and the deadline. */
@injectable()
export class FetchCatalogueEntryUseCase {
  constructor(
    @inject(EXHIBITOR_CATALOGUE_TOKENS.Gateway) private readonly catalogue: ExhibitorCatalogueGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the entry, or an error whose `code` is one of {@link FETCH_CATALOGUE_ENTRY_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<CatalogueEntry, ErrorOf<typeof FETCH_CATALOGUE_ENTRY_ERRORS>>> {
    return guarded(FETCH_CATALOGUE_ENTRY_ERRORS, undefined, () => this.catalogue.entry({ exhibitionId: exhibitionOf(this.session) }, options));
  }
}
