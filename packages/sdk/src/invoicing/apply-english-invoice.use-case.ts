import { ok, type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import { type EnglishInvoiceRequest, type InvoiceApplication, type InvoicingGateway } from '@fairpass/domain/invoicing';
import { inject, injectable } from 'inversify';
import type { ClientSettings } from '../client-settings';
import { TOKENS } from '../di/tokens';
import { guarded, optionalText } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { APPLICATION_FAILURES } from './apply-invoice.use-case';
import { invalidEnglish, textOf } from './invoicing.input-guards';
import { INVOICING_TOKENS } from './invoicing.tokens';
import { pdfOriginsOf, withSafePdf } from './pdf-address';

/** What apply english invoice can fail with. */
export const APPLY_ENGLISH_INVOICE_ERRORS = [
  ...WRITE_FAILURES,
  ...APPLICATION_FAILURES,
  'INVOICE.HEADER_INVALID',
  'VALIDATION.REQUIRED',
  'VALIDATION.ENGLISH_ONLY',
  'VALIDATION.EMAIL_INVALID',
] as const satisfies readonly ErrorCode[];

/** The order and the English invoice's details (the VAT or tax number is optional). */
export type ApplyEnglishInvoiceInput = EnglishInvoiceRequest;

/**
 * Applies for an English invoice of a paid order (/invoiceEn) for an overseas buyer: company, address,
 * country, contact, the e-mail it goes to and an optional VAT number. Company, address, country and
 * contact are written in English (VALIDATION.ENGLISH_ONLY names the first that is not). Details the server refuses are
 * `INVOICE.HEADER_INVALID` with field errors, as for a header. Carries an Idempotency-Key.
 */
@injectable()
export class ApplyEnglishInvoiceUseCase {
  constructor(
    @inject(INVOICING_TOKENS.Gateway) private readonly invoicing: InvoicingGateway,
    @inject(TOKENS.Settings) private readonly settings: ClientSettings,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link APPLY_ENGLISH_INVOICE_ERRORS}. */
  execute(input: ApplyEnglishInvoiceInput, options?: CallOptions): Promise<Result<InvoiceApplication, ErrorOf<typeof APPLY_ENGLISH_INVOICE_ERRORS>>> {
    return guarded(APPLY_ENGLISH_INVOICE_ERRORS, missingText(input, ['orderId']) ?? invalidEnglish(input), async () => {
      const request: EnglishInvoiceRequest = {
        orderId: input.orderId,
        companyName: textOf(input.companyName),
        address: textOf(input.address),
        country: textOf(input.country),
        contact: textOf(input.contact),
        email: textOf(input.email),
        vatNumber: optionalText(input.vatNumber),
      };
      const application = await this.invoicing.applyEnglish(request, options);
      return application.ok ? ok(withSafePdf(application.value, pdfOriginsOf(this.settings))) : application;
    });
  }
}
