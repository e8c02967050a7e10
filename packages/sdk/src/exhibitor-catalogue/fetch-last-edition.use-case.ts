import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorCatalogueGateway, LastEdition } from '@fairpass/domain/exhibitor-catalogue';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CATALOGUE_READ_REFUSALS } from './catalogue-failures';
import { EXHIBITOR_CATALOGUE_TOKENS } from './exhibitor-catalogue.tokens';

/** What fetch last edition can fail with: a login without the journal module (spec §6). */
export const FETCH_LAST_EDITION_ERRORS = [...HTTP_FAILURES, ...CATALOGUE_READ_REFUSALS] as const satisfies readonly ErrorCode[];

/**
 * The company's catalogue entry of the last edition, to start this year's from (the value is undefined
 * when it had none). Reading it writes nothing: the entry changes only when the exhibitor saves a draft
 * or submits.
 */
@injectable()
export class FetchLastEditionUseCase {
  constructor(
    @inject(EXHIBITOR_CATALOGUE_TOKENS.Gateway) private readonly catalogue: ExhibitorCatalogueGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): last edition's entry or undefined, or an error whose `code` is one of {@link FETCH_LAST_EDITION_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<LastEdition | undefined, ErrorOf<typeof FETCH_LAST_EDITION_ERRORS>>> {
    return guarded(FETCH_LAST_EDITION_ERRORS, undefined, () => this.catalogue.lastEdition({ exhibitionId: exhibitionOf(this.session) }, options));
  }
}
