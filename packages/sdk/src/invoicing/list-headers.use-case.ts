import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { InvoicingGateway, SavedInvoiceHeader } from '@fairpass/domain/invoicing';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { INVOICING_TOKENS } from './invoicing.tokens';

/** What list headers can fail with. */
export const LIST_HEADERS_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** Lists the user's saved invoice headers (/invoiceHeaderManage), the default first. */
@injectable()
export class ListHeadersUseCase {
  constructor(@inject(INVOICING_TOKENS.Gateway) private readonly invoicing: InvoicingGateway) {}

  /** Runs the operation (it takes no input: `execute()` or `execute({}, options)`): the value, or an error whose `code` is one of {@link LIST_HEADERS_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<readonly SavedInvoiceHeader[], ErrorOf<typeof LIST_HEADERS_ERRORS>>> {
    return guarded(LIST_HEADERS_ERRORS, undefined, () => this.invoicing.headers(options));
  }
}
