import { ok, type ErrorCode, type Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import type { ErrorOf } from '../operations/operation-errors';
import type { LeadSync, SyncPassResult } from './lead-sync';
import { LEADS_TOKENS } from './leads.tokens';

/** What sync leads can fail with: nothing; how the pass ended is its value. */
export const SYNC_LEADS_ERRORS = [] as const satisfies readonly ErrorCode[];

/**
 * Sends the leads waiting on the phone now (the "sync" button): one pass over the outbox in order,
 * ending `done`, `wait` (a failure that may pass: retried after `waitMs`), `stopped` (a 401 or a login
 * ended by another employee: the leads wait for the next login), `busy` (another tab is sending) or
 * `logged_out`. Each lead's state follows on the lead book's observables.
 */
@injectable()
export class SyncLeadsUseCase {
  constructor(@inject(LEADS_TOKENS.Sync) private readonly sync: LeadSync) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SYNC_LEADS_ERRORS}. */
  async execute(): Promise<Result<SyncPassResult, ErrorOf<typeof SYNC_LEADS_ERRORS>>> {
    return ok(await this.sync.pass());
  }
}
