import type { CallOptions, DomainError, ErrorCode, Result } from '@fairpass/domain';
import type { LeadScope, LeadsGateway } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import type { ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import type { LeadBook } from './lead-book';
import { LEAD_READ_FAILURES } from './lead-failures';
import { LEADS_TOKENS } from './leads.tokens';

/** What pull leads can fail with. */
export const PULL_LEADS_ERRORS = [...LEAD_READ_FAILURES, 'LEADS.NOT_ADMIN'] as const satisfies readonly ErrorCode[];

const PAGE_SIZE = 100;

/**
 * Brings the server's leads onto the phone (a new phone, another staff member's for the admin with
 * `scope: 'all'`), page by page; a lead with writes of the phone's own still waiting keeps the phone's
 * version. Resolves to how many leads were read.
 */
@injectable()
export class PullLeadsUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
    @inject(LEADS_TOKENS.Book) private readonly book: LeadBook,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link PULL_LEADS_ERRORS}. */
  execute(input: { scope?: LeadScope } = {}, options?: CallOptions): Promise<Result<number, ErrorOf<typeof PULL_LEADS_ERRORS>>> {
    return guarded(PULL_LEADS_ERRORS, undefined, async (): Promise<Result<number, DomainError>> => {
      let read = 0;
      for (let current = 1; ; current += 1) {
        const page = await this.leads.list({ exhibitionId: exhibitionOf(this.session), ...(input.scope === undefined ? {} : { scope: input.scope }), current, size: PAGE_SIZE }, options);
        if (!page.ok) return page;
        for (const lead of page.value.records) await this.book.keepServerLead(lead);
        read += page.value.records.length;
        if (current >= page.value.pages || page.value.records.length === 0) return { ok: true, value: read };
      }
    });
  }
}
