import { ok, type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import { type InvoiceApplication, type InvoicingGateway } from '@fairpass/domain/invoicing';
import { inject, injectable } from 'inversify';
import type { ClientSettings } from '../client-settings';
import { TOKENS } from '../di/tokens';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { INVOICING_TOKENS } from './invoicing.tokens';
import { pdfOriginsOf, withSafePdf } from './pdf-address';

/** What fetch invoice can fail with. */
export const FETCH_INVOICE_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Fetches one application: its status, and once issued its number and PDF. The PDF address is signed
 * and valid for minutes: fetch again right before opening it. It is left out unless it leads to the
 * API's origin or one on the client's `allowedRedirectOrigins`.
 */
@injectable()
export class FetchInvoiceUseCase {
  constructor(
    @inject(INVOICING_TOKENS.Gateway) private readonly invoicing: InvoicingGateway,
    @inject(TOKENS.Settings) private readonly settings: ClientSettings,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_INVOICE_ERRORS}. */
  execute(input: { applicationId: string }, options?: CallOptions): Promise<Result<InvoiceApplication, ErrorOf<typeof FETCH_INVOICE_ERRORS>>> {
    return guarded(FETCH_INVOICE_ERRORS, missingText(input, ['applicationId']), async () => {
      const application = await this.invoicing.invoice(input.applicationId, options);
      return application.ok ? ok(withSafePdf(application.value, pdfOriginsOf(this.settings))) : application;
    });
  }
}
