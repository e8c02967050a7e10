import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { LeadExport, LeadQuery, LeadsGateway } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import type { ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEAD_READ_FAILURES } from './lead-failures';
import { LEADS_TOKENS } from './leads.tokens';

/** What export leads can fail with. */
export const EXPORT_LEADS_ERRORS = [...LEAD_READ_FAILURES, 'LEADS.NOT_ADMIN'] as const satisfies readonly ErrorCode[];

/**
 * Prepares the leads as an xlsx spreadsheet (the caller's, or the admin's `scope: 'all'`): `url` is a
 * signed address on the API's origin, valid 10 minutes, to download or open. Export after syncing: the
 * server writes what it has.
 */
@injectable()
export class ExportLeadsUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link EXPORT_LEADS_ERRORS}. */
  execute(input: LeadQuery = {}, options?: CallOptions): Promise<Result<LeadExport, ErrorOf<typeof EXPORT_LEADS_ERRORS>>> {
    return guarded(EXPORT_LEADS_ERRORS, undefined, () =>
      this.leads.exportLeads(
        {
          exhibitionId: exhibitionOf(this.session),
          keyword: optionalText(input.keyword),
          ...(input.rating === undefined ? {} : { rating: input.rating }),
          ...(input.scope === undefined ? {} : { scope: input.scope }),
        },
        options,
      ),
    );
  }
}
