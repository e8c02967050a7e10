import { ok, type CallOptions, type ErrorCode, type Page, type PageRequest, type Result } from '@fairpass/domain';
import { type InvoiceApplication, type InvoicingGateway } from '@fairpass/domain/invoicing';
import { inject, injectable } from 'inversify';
import type { ClientSettings } from '../client-settings';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { INVOICING_TOKENS } from './invoicing.tokens';
import { pageWith, pdfOriginsOf, withSafePdf } from './pdf-address';

/** What list invoices can fail with. */
export const LIST_INVOICES_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** Lists the user's invoice applications on this exhibition a page at a time, newest first (/invoiceList). */
@injectable()
export class ListInvoicesUseCase {
  constructor(
    @inject(INVOICING_TOKENS.Gateway) private readonly invoicing: InvoicingGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
    @inject(TOKENS.Settings) private readonly settings: ClientSettings,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_INVOICES_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<Page<InvoiceApplication>, ErrorOf<typeof LIST_INVOICES_ERRORS>>> {
    return guarded(LIST_INVOICES_ERRORS, invalidPage(input), async () => {
      const page = await this.invoicing.invoices({ exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size }, options);
      const origins = pdfOriginsOf(this.settings);
      return page.ok ? ok(pageWith(page.value, (each) => withSafePdf(each, origins))) : page;
    });
  }
}
