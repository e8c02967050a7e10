import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { BankTransferInfo, LeadsGateway } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { HTTP_FAILURES, type ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADS_TOKENS } from './leads.tokens';

/** What fetch bank info can fail with. */
export const FETCH_BANK_INFO_ERRORS = [...HTTP_FAILURES, 'AUTH.SINGLE_EMPLOYEE_LOGIN'] as const satisfies readonly ErrorCode[];

/** Where to send a corporate transfer for a package: the account, the bank, the remark to write, the amounts. */
@injectable()
export class FetchBankInfoUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_BANK_INFO_ERRORS}. */
  execute(options?: CallOptions): Promise<Result<BankTransferInfo, ErrorOf<typeof FETCH_BANK_INFO_ERRORS>>> {
    return guarded(FETCH_BANK_INFO_ERRORS, undefined, () => this.leads.bankInfo(exhibitionOf(this.session), options));
  }
}
