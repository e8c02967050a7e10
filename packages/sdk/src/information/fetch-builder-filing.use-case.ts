import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { BuilderFiling, InformationGateway } from '@fairpass/domain/information';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { INFORMATION_TOKENS } from './information.tokens';

/** What fetch builder filing can fail with. */
export const FETCH_BUILDER_FILING_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** Fetches the user's booth builder filing on this exhibition and its review state; `undefined` when they filed none. */
@injectable()
export class FetchBuilderFilingUseCase {
  constructor(
    @inject(INFORMATION_TOKENS.Gateway) private readonly information: InformationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (it takes no input: `execute()` or `execute({}, options)`): the value, or an error whose `code` is one of {@link FETCH_BUILDER_FILING_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<BuilderFiling | undefined, ErrorOf<typeof FETCH_BUILDER_FILING_ERRORS>>> {
    return guarded(FETCH_BUILDER_FILING_ERRORS, undefined, () => this.information.builderFiling(exhibitionOf(this.session), options));
  }
}
