import { ok, type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import { type InvoiceEligibility, type InvoicingGateway } from '@fairpass/domain/invoicing';
import { inject, injectable } from 'inversify';
import type { ClientSettings } from '../client-settings';
import { TOKENS } from '../di/tokens';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { INVOICING_TOKENS } from './invoicing.tokens';
import { eligibilityWithSafePdf, pdfOriginsOf } from './pdf-address';

/** What fetch eligibility can fail with. */
export const FETCH_ELIGIBILITY_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Whether one order can be invoiced (/invoice/{orderId}): `invoiceable`, or the `refusal` (free, not in
 * RMB, not paid, refunded, applied already), with its latest application. A refusal is a value here.
 */
@injectable()
export class FetchEligibilityUseCase {
  constructor(
    @inject(INVOICING_TOKENS.Gateway) private readonly invoicing: InvoicingGateway,
    @inject(TOKENS.Settings) private readonly settings: ClientSettings,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_ELIGIBILITY_ERRORS}. */
  execute(input: { orderId: string }, options?: CallOptions): Promise<Result<InvoiceEligibility, ErrorOf<typeof FETCH_ELIGIBILITY_ERRORS>>> {
    return guarded(FETCH_ELIGIBILITY_ERRORS, missingText(input, ['orderId']), async () => {
      const eligibility = await this.invoicing.eligibility(input.orderId, options);
      return eligibility.ok ? ok(eligibilityWithSafePdf(eligibility.value, pdfOriginsOf(this.settings))) : eligibility;
    });
  }
}
