import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { LeadsGateway, PackageOffer } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { HTTP_FAILURES, type ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADS_TOKENS } from './leads.tokens';

/** What list packages can fail with. */
export const LIST_PACKAGES_ERRORS = [...HTTP_FAILURES, 'AUTH.SINGLE_EMPLOYEE_LOGIN'] as const satisfies readonly ErrorCode[];

/** The packages on sale for the show period, at the server's prices (spec §6: 1000 and 3000 CNY). */
@injectable()
export class ListPackagesUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_PACKAGES_ERRORS}. */
  execute(options?: CallOptions): Promise<Result<readonly PackageOffer[], ErrorOf<typeof LIST_PACKAGES_ERRORS>>> {
    return guarded(LIST_PACKAGES_ERRORS, undefined, () => this.leads.catalogue(exhibitionOf(this.session), options));
  }
}
