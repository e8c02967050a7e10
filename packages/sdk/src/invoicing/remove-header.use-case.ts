import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { InvoicingGateway } from '@fairpass/domain/invoicing';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { INVOICING_TOKENS } from './invoicing.tokens';

/** What remove header can fail with. */
export const REMOVE_HEADER_ERRORS = [...WRITE_FAILURES, 'INVOICE.HEADER_NOT_FOUND', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Removes one of the user's saved invoice headers (applications already made keep their copy). */
@injectable()
export class RemoveHeaderUseCase {
  constructor(@inject(INVOICING_TOKENS.Gateway) private readonly invoicing: InvoicingGateway) {}

  /** Runs the operation: `true` once removed, or an error whose `code` is one of {@link REMOVE_HEADER_ERRORS}. */
  execute(input: { id: string }, options?: CallOptions): Promise<Result<true, ErrorOf<typeof REMOVE_HEADER_ERRORS>>> {
    return guarded(REMOVE_HEADER_ERRORS, missingText(input, ['id']), () => this.invoicing.removeHeader(input.id, options));
  }
}
