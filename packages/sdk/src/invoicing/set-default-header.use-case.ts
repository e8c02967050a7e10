import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { InvoicingGateway, SavedInvoiceHeader } from '@fairpass/domain/invoicing';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { INVOICING_TOKENS } from './invoicing.tokens';

/** What set default header can fail with. */
export const SET_DEFAULT_HEADER_ERRORS = [...WRITE_FAILURES, 'INVOICE.HEADER_NOT_FOUND', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Makes one saved header the default; the value is every header again, the new default first. */
@injectable()
export class SetDefaultHeaderUseCase {
  constructor(@inject(INVOICING_TOKENS.Gateway) private readonly invoicing: InvoicingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SET_DEFAULT_HEADER_ERRORS}. */
  execute(input: { id: string }, options?: CallOptions): Promise<Result<readonly SavedInvoiceHeader[], ErrorOf<typeof SET_DEFAULT_HEADER_ERRORS>>> {
    return guarded(SET_DEFAULT_HEADER_ERRORS, missingText(input, ['id']), () => this.invoicing.setDefaultHeader(input.id, options));
  }
}
