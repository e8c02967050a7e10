import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { InformationGateway, Partner } from '@fairpass/domain/information';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { INFORMATION_TOKENS } from './information.tokens';

/** What list partners can fail with. */
export const LIST_PARTNERS_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * Lists the exhibition's partners (the partner adverts) with their category. A partner's `url` is kept
 * only when it is an http(s) address; the app still checks its origin against its allowlist before
 * following it. Needs no login.
 */
@injectable()
export class ListPartnersUseCase {
  constructor(
    @inject(INFORMATION_TOKENS.Gateway) private readonly information: InformationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (it takes no input: `execute()` or `execute({}, options)`): the value, or an error whose `code` is one of {@link LIST_PARTNERS_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<readonly Partner[], ErrorOf<typeof LIST_PARTNERS_ERRORS>>> {
    return guarded(LIST_PARTNERS_ERRORS, undefined, () => this.information.partners(exhibitionOf(this.session), options));
  }
}
