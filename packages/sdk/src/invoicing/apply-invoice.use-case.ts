import { ok, type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import { type InvoiceApplication, type InvoiceApplyRequest, type InvoicingGateway } from '@fairpass/domain/invoicing';
import { inject, injectable } from 'inversify';
import type { ClientSettings } from '../client-settings';
import { TOKENS } from '../di/tokens';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { headerOf, invalidNestedHeader } from './invoicing.input-guards';
import { INVOICING_TOKENS } from './invoicing.tokens';
import { pdfOriginsOf, withSafePdf } from './pdf-address';

/**
 * Why the server can refuse an application (wire codes 4401, 4402): the order cannot be invoiced
 * (`params.refusal`), or it has an application already (`params.applicationId`).
 */
export const APPLICATION_FAILURES = ['ORDER.NOT_INVOICEABLE', 'INVOICE.ALREADY_APPLIED'] as const satisfies readonly ErrorCode[];

/** What apply invoice can fail with. */
export const APPLY_INVOICE_ERRORS = [
  ...WRITE_FAILURES,
  ...APPLICATION_FAILURES,
  'INVOICE.HEADER_INVALID',
  'INVOICE.HEADER_NOT_FOUND',
  'VALIDATION.REQUIRED',
  'VALIDATION.OUT_OF_RANGE',
] as const satisfies readonly ErrorCode[];

/**
 * Applies for a Chinese e-invoice (fapiao) of a paid order (/invoice/{orderId}), with a saved header
 * (`headerId`) or a new one (`header`, saved too with `saveHeader: true`); the server issues it later
 * (`issuing`, then `issued` with its number and PDF). One application per order unless the latest
 * failed. Carries an Idempotency-Key: one key sent twice makes one application.
 */
@injectable()
export class ApplyInvoiceUseCase {
  constructor(
    @inject(INVOICING_TOKENS.Gateway) private readonly invoicing: InvoicingGateway,
    @inject(TOKENS.Settings) private readonly settings: ClientSettings,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link APPLY_INVOICE_ERRORS}. */
  execute(input: InvoiceApplyRequest, options?: CallOptions): Promise<Result<InvoiceApplication, ErrorOf<typeof APPLY_INVOICE_ERRORS>>> {
    const bySaved = typeof input === 'object' && input !== null && 'headerId' in input;
    const invalid = missingText(input, ['orderId']) ?? (bySaved ? missingText(input, ['headerId']) : invalidNestedHeader(input));
    return guarded(APPLY_INVOICE_ERRORS, invalid, async () => {
      const request: InvoiceApplyRequest =
        'headerId' in input
          ? { orderId: input.orderId, headerId: input.headerId }
          : { orderId: input.orderId, header: headerOf(input.header), ...(input.saveHeader === true ? { saveHeader: true } : {}) };
      const application = await this.invoicing.apply(request, options);
      return application.ok ? ok(withSafePdf(application.value, pdfOriginsOf(this.settings))) : application;
    });
  }
}
