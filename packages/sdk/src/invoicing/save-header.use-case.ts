import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { InvoicingGateway, SavedHeaderReply, SaveInvoiceHeaderRequest } from '@fairpass/domain/invoicing';
import { inject, injectable } from 'inversify';
import { guarded, optionalText } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { headerOf, invalidHeader } from './invoicing.input-guards';
import { INVOICING_TOKENS } from './invoicing.tokens';

/** What save header can fail with. */
export const SAVE_HEADER_ERRORS = [
  ...WRITE_FAILURES,
  'INVOICE.HEADER_INVALID',
  'INVOICE.HEADER_NOT_FOUND',
  'INVOICE.HEADER_DUPLICATE',
  'VALIDATION.REQUIRED',
  'VALIDATION.OUT_OF_RANGE',
] as const satisfies readonly ErrorCode[];

/** A header to add (no `id`) or the new content of a saved one (its `id`). */
export type SaveHeaderInput = SaveInvoiceHeaderRequest;

/**
 * Adds or edits a saved invoice header. The server checks it with the domain's rules: a refusal is
 * `INVOICE.HEADER_INVALID` whose `field` names the first field in error and whose `params` map each
 * field in error to its code (`invoiceFieldErrors(error)` gives them as the form's field errors).
 * Identical headers are saved once (issue 28): adding one the caller saved already answers with that
 * header and `alreadySaved: true`; an edit that would copy another is `INVOICE.HEADER_DUPLICATE`, whose
 * params name the other (`id`, `title`).
 * Carries an Idempotency-Key: pass `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class SaveHeaderUseCase {
  constructor(@inject(INVOICING_TOKENS.Gateway) private readonly invoicing: InvoicingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SAVE_HEADER_ERRORS}. */
  execute(input: SaveHeaderInput, options?: CallOptions): Promise<Result<SavedHeaderReply, ErrorOf<typeof SAVE_HEADER_ERRORS>>> {
    return guarded(SAVE_HEADER_ERRORS, invalidHeader(input), () => {
      const id = optionalText(input.id);
      return this.invoicing.saveHeader(id === undefined ? headerOf(input) : { id, ...headerOf(input) }, options);
    });
  }
}
