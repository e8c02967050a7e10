import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorCatalogueGateway, ProductList } from '@fairpass/domain/exhibitor-catalogue';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CATALOGUE_WRITE_REFUSALS } from './catalogue-failures';
import { EXHIBITOR_CATALOGUE_TOKENS } from './exhibitor-catalogue.tokens';

/** What remove product can fail with. */
export const REMOVE_PRODUCT_ERRORS = [...WRITE_FAILURES, ...CATALOGUE_WRITE_REFUSALS, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Takes a product off the showcase (and out of the count against the maximum). Carries an Idempotency-Key. */
@injectable()
export class RemoveProductUseCase {
  constructor(
    @inject(EXHIBITOR_CATALOGUE_TOKENS.Gateway) private readonly catalogue: ExhibitorCatalogueGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the products left, or an error whose `code` is one of {@link REMOVE_PRODUCT_ERRORS}. */
  execute(input: { readonly id: string }, options?: CallOptions): Promise<Result<ProductList, ErrorOf<typeof REMOVE_PRODUCT_ERRORS>>> {
    return guarded(REMOVE_PRODUCT_ERRORS, missingText(input, ['id']), () => this.catalogue.removeProduct({ exhibitionId: exhibitionOf(this.session), id: input.id.trim() }, options));
  }
}
