import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { Lead, LeadQuery, LeadsGateway } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import type { ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEAD_READ_FAILURES } from './lead-failures';
import { LEADS_TOKENS } from './leads.tokens';

/** What list server leads can fail with: staff asking for everyone's (4904). */
export const LIST_SERVER_LEADS_ERRORS = [...LEAD_READ_FAILURES, 'LEADS.NOT_ADMIN', 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/**
 * A page of the account's leads as the server has them, newest first: the caller's own, or (the admin,
 * `scope: 'all'`) every staff member's. The phone's own list is the lead book's (`findLeads`).
 */
@injectable()
export class ListServerLeadsUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_SERVER_LEADS_ERRORS}. */
  execute(input: LeadQuery & PageRequest, options?: CallOptions): Promise<Result<Page<Lead>, ErrorOf<typeof LIST_SERVER_LEADS_ERRORS>>> {
    return guarded(LIST_SERVER_LEADS_ERRORS, invalidPage(input), () =>
      this.leads.list(
        {
          exhibitionId: exhibitionOf(this.session),
          keyword: optionalText(input.keyword),
          ...(input.rating === undefined ? {} : { rating: input.rating }),
          ...(input.scope === undefined ? {} : { scope: input.scope }),
          current: input.current,
          size: input.size,
        },
        options,
      ),
    );
  }
}
