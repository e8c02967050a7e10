import type { CallOptions, DomainError, ErrorCode, Result } from '@fairpass/domain';
import type { LeadsGateway, VisitorCard } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { fieldError } from '../operations/input-guard';
import type { ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import type { LeadBook } from './lead-book';
import { LEAD_READ_FAILURES } from './lead-failures';
import type { LeadView } from './lead-view';
import { LEADS_TOKENS } from './leads.tokens';

/** What lookup visitor can fail with: spec §8's "Customer information not found" (4902) among them. */
export const LOOKUP_VISITOR_ERRORS = [...LEAD_READ_FAILURES, 'CUSTOMER.NOT_FOUND', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** The visitor a badge or mobile found, and the account's lead about them (kept on the phone) when there is one. */
export interface VisitorLookup {
  readonly visitor: VisitorCard;
  readonly lead?: LeadView;
}

/**
 * Looks a visitor up by the badge's QR code or by mobile (online). When the account already has a lead
 * about them, it is kept on the phone and returned, so the screen opens it instead of a second one.
 */
@injectable()
export class LookupVisitorUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
    @inject(LEADS_TOKENS.Book) private readonly book: LeadBook,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LOOKUP_VISITOR_ERRORS}. */
  execute(input: { code: string } | { mobile: string }, options?: CallOptions): Promise<Result<VisitorLookup, ErrorOf<typeof LOOKUP_VISITOR_ERRORS>>> {
    const byCode = 'code' in input;
    const value = (byCode ? input.code : input.mobile)?.trim() ?? '';
    const invalid = value === '' ? fieldError('VALIDATION.REQUIRED', byCode ? 'code' : 'mobile') : undefined;
    return guarded(LOOKUP_VISITOR_ERRORS, invalid, async (): Promise<Result<VisitorLookup, DomainError>> => {
      const exhibitionId = exhibitionOf(this.session);
      const found = byCode ? await this.leads.lookupByQr({ exhibitionId, code: value }, options) : await this.leads.lookupByMobile({ exhibitionId, mobile: value }, options);
      if (!found.ok) return found;
      const lead = found.value.lead === undefined ? undefined : await this.book.keepServerLead(found.value.lead);
      return { ok: true, value: { visitor: found.value.visitor, ...(lead === undefined ? {} : { lead }) } };
    });
  }
}
