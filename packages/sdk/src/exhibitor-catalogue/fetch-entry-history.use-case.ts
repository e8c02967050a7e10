import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { EntryVersion, ExhibitorCatalogueGateway } from '@fairpass/domain/exhibitor-catalogue';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CATALOGUE_READ_REFUSALS } from './catalogue-failures';
import { EXHIBITOR_CATALOGUE_TOKENS } from './exhibitor-catalogue.tokens';

/** What fetch entry history can fail with. */
export const FETCH_ENTRY_HISTORY_ERRORS = [...HTTP_FAILURES, ...CATALOGUE_READ_REFUSALS] as const satisfies readonly ErrorCode[];

/** The catalogue entry's submitted versions, newest first, each with the organiser's outcome and reason. */
@injectable()
export class FetchEntryHistoryUseCase {
  constructor(
    @inject(EXHIBITOR_CATALOGUE_TOKENS.Gateway) private readonly catalogue: ExhibitorCatalogueGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the versions, or an error whose `code` is one of {@link FETCH_ENTRY_HISTORY_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<readonly EntryVersion[], ErrorOf<typeof FETCH_ENTRY_HISTORY_ERRORS>>> {
    return guarded(FETCH_ENTRY_HISTORY_ERRORS, undefined, () => this.catalogue.history({ exhibitionId: exhibitionOf(this.session) }, options));
  }
}
