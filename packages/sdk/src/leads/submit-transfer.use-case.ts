import { type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import { LEAD_PACKAGE_TYPES, type LeadPackageType, type LeadsGateway, type TransferRequest } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { missingText, outOfRange } from '../operations/input-guard';
import { WRITE_FAILURES, type ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { BUY_FAILURES } from './lead-failures';
import { LEADS_TOKENS } from './leads.tokens';

/** What submit transfer can fail with. */
export const SUBMIT_TRANSFER_ERRORS = [...WRITE_FAILURES, 'AUTH.SINGLE_EMPLOYEE_LOGIN', ...BUY_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/**
 * Asks for a package paid by corporate bank transfer, with the uploaded receipt: it waits `in_review`
 * until the organiser checks the payment (the account's `transfer`), then the package opens. Carries an
 * Idempotency-Key.
 */
@injectable()
export class SubmitTransferUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SUBMIT_TRANSFER_ERRORS}. */
  execute(input: { packageType: LeadPackageType; receiptFileId: string; payerName?: string }, options?: CallOptions): Promise<Result<TransferRequest, ErrorOf<typeof SUBMIT_TRANSFER_ERRORS>>> {
    const invalid = outOfRange(input, 'packageType', LEAD_PACKAGE_TYPES) ?? missingText(input, ['receiptFileId']);
    return guarded(SUBMIT_TRANSFER_ERRORS, invalid, () => {
      const payerName = optionalText(input.payerName);
      return this.leads.submitTransfer({ exhibitionId: exhibitionOf(this.session), packageType: input.packageType, receiptFileId: input.receiptFileId.trim(), ...(payerName === undefined ? {} : { payerName }) }, options);
    });
  }
}
