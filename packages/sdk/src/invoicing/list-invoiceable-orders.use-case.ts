import { ok, type CallOptions, type ErrorCode, type Page, type PageRequest, type Result } from '@fairpass/domain';
import { type InvoiceEligibility, type InvoicingGateway } from '@fairpass/domain/invoicing';
import { inject, injectable } from 'inversify';
import type { ClientSettings } from '../client-settings';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { INVOICING_TOKENS } from './invoicing.tokens';
import { eligibilityWithSafePdf, pageWith, pdfOriginsOf } from './pdf-address';

/** What list invoiceable orders can fail with. */
export const LIST_INVOICEABLE_ORDERS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** Lists every completed order of the user's on this exhibition a page at a time, newest first, each with its eligibility and latest application. */
@injectable()
export class ListInvoiceableOrdersUseCase {
  constructor(
    @inject(INVOICING_TOKENS.Gateway) private readonly invoicing: InvoicingGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
    @inject(TOKENS.Settings) private readonly settings: ClientSettings,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_INVOICEABLE_ORDERS_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<Page<InvoiceEligibility>, ErrorOf<typeof LIST_INVOICEABLE_ORDERS_ERRORS>>> {
    return guarded(LIST_INVOICEABLE_ORDERS_ERRORS, invalidPage(input), async () => {
      const page = await this.invoicing.invoiceableOrders({ exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size }, options);
      const origins = pdfOriginsOf(this.settings);
      return page.ok ? ok(pageWith(page.value, (each) => eligibilityWithSafePdf(each, origins))) : page;
    });
  }
}
