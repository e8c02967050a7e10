import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ConferenceGateway, SessionFacets } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CONFERENCE_TOKENS } from './conference.tokens';

/** What fetch facets can fail with. */
export const FETCH_FACETS_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** The days, venues and topics the exhibition's conference programme can be filtered by. Needs no login. */
@injectable()
export class FetchFacetsUseCase {
  constructor(
    @inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (it takes no input: `execute()` or `execute({}, options)`): the value, or an error whose `code` is one of {@link FETCH_FACETS_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<SessionFacets, ErrorOf<typeof FETCH_FACETS_ERRORS>>> {
    return guarded(FETCH_FACETS_ERRORS, undefined, () => this.conference.facets(exhibitionOf(this.session), options));
  }
}
