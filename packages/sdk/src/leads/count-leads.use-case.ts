import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { LeadCounts, LeadScope, LeadsGateway } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import type { ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEAD_READ_FAILURES } from './lead-failures';
import { LEADS_TOKENS } from './leads.tokens';

/** What count leads can fail with. */
export const COUNT_LEADS_ERRORS = [...LEAD_READ_FAILURES, 'LEADS.NOT_ADMIN'] as const satisfies readonly ErrorCode[];

/** How many leads the server has by rating: the caller's, or (the admin) everyone's. */
@injectable()
export class CountLeadsUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link COUNT_LEADS_ERRORS}. */
  execute(input: { scope?: LeadScope } = {}, options?: CallOptions): Promise<Result<LeadCounts, ErrorOf<typeof COUNT_LEADS_ERRORS>>> {
    return guarded(COUNT_LEADS_ERRORS, undefined, () => this.leads.count({ exhibitionId: exhibitionOf(this.session), ...(input.scope === undefined ? {} : { scope: input.scope }) }, options));
  }
}
