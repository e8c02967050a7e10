import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitList, ExhibitorGateway } from '@fairpass/domain/exhibitor';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_TOKENS } from './exhibitor.tokens';

/** What fetch exhibits can fail with: a login without the exhibits module (spec §8). */
export const FETCH_EXHIBITS_ERRORS = [...HTTP_FAILURES, 'EXHIBITOR.PERMISSION_NOT_OPENED'] as const satisfies readonly ErrorCode[];

/** The company's exhibits (展品, at the booth), each with its review state and reason, and the maximum. */
@injectable()
export class FetchExhibitsUseCase {
  constructor(
    @inject(EXHIBITOR_TOKENS.Gateway) private readonly exhibitor: ExhibitorGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the value, or an error whose `code` is one of {@link FETCH_EXHIBITS_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<ExhibitList, ErrorOf<typeof FETCH_EXHIBITS_ERRORS>>> {
    return guarded(FETCH_EXHIBITS_ERRORS, undefined, () => this.exhibitor.exhibits(exhibitionOf(this.session), options));
  }
}
