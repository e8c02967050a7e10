import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorCatalogueGateway, ProductList } from '@fairpass/domain/exhibitor-catalogue';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CATALOGUE_READ_REFUSALS } from './catalogue-failures';
import { EXHIBITOR_CATALOGUE_TOKENS } from './exhibitor-catalogue.tokens';

/** What fetch products can fail with: a login without the products module (spec §6). */
export const FETCH_PRODUCTS_ERRORS = [...HTTP_FAILURES, ...CATALOGUE_READ_REFUSALS] as const satisfies readonly ErrorCode[];

/** The company's products (the online showcase), each with its review state and reason, and the maximum. */
@injectable()
export class FetchProductsUseCase {
  constructor(
    @inject(EXHIBITOR_CATALOGUE_TOKENS.Gateway) private readonly catalogue: ExhibitorCatalogueGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the list, or an error whose `code` is one of {@link FETCH_PRODUCTS_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<ProductList, ErrorOf<typeof FETCH_PRODUCTS_ERRORS>>> {
    return guarded(FETCH_PRODUCTS_ERRORS, undefined, () => this.catalogue.products({ exhibitionId: exhibitionOf(this.session) }, options));
  }
}
