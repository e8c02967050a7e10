import { ok, type ErrorCode, type Result } from '@fairpass/domain';
import { leadOwnerPrefixOf, waitingLeadCount, type LeadStorePort } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf } from '../operations/area-operation';
import type { ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADS_TOKENS } from './leads.tokens';

/** What count waiting leads can fail with: nothing (no network, no login: the phone's store answers). */
export const COUNT_WAITING_LEADS_ERRORS = [] as const satisfies readonly ErrorCode[];

/**
 * How many leads wait on this phone to reach the server, for every account of the visit's exhibition
 * (issue 29: the lead tool's logged-out screen says so). Needs no login and reads no lead's details:
 * only which leads have writes left. 0 on a phone that never kept a lead, or before the visit has an
 * exhibition.
 */
@injectable()
export class CountWaitingLeadsUseCase {
  constructor(
    @inject(LEADS_TOKENS.Store) private readonly store: LeadStorePort,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (it takes no input): the count, or an error whose `code` is one of {@link COUNT_WAITING_LEADS_ERRORS}. */
  async execute(): Promise<Result<number, ErrorOf<typeof COUNT_WAITING_LEADS_ERRORS>>> {
    const exhibitionId = exhibitionOf(this.session);
    if (exhibitionId === '') return ok(0);
    return ok(waitingLeadCount(await this.store.waitingWrites(leadOwnerPrefixOf(exhibitionId)), exhibitionId));
  }
}
