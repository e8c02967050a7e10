import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorCatalogueGateway, Product, SaveProductRequest } from '@fairpass/domain/exhibitor-catalogue';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CATALOGUE_WRITE_REFUSALS } from './catalogue-failures';
import { invalidProduct } from './catalogue.input-guards';
import { EXHIBITOR_CATALOGUE_TOKENS } from './exhibitor-catalogue.tokens';

/** What save product can fail with: the form's rules, the maximum (5006), a picture not uploaded (4521), the permission (5004). */
export const SAVE_PRODUCT_ERRORS = [
  ...WRITE_FAILURES,
  ...CATALOGUE_WRITE_REFUSALS,
  'VALIDATION.REQUIRED',
  'VALIDATION.TOO_LONG',
  'LIMIT.MAX_PRODUCTS',
  'FILE.REFUSED',
] as const satisfies readonly ErrorCode[];

/**
 * Adds a product, or changes one (`id`): kept unpublished (`publish: false`, a draft) or published, which
 * sends it to the organiser's review; visitors see it once approved. One more than the company's maximum
 * answers LIMIT.MAX_PRODUCTS `{max}`. Carries an Idempotency-Key.
 */
@injectable()
export class SaveProductUseCase {
  constructor(
    @inject(EXHIBITOR_CATALOGUE_TOKENS.Gateway) private readonly catalogue: ExhibitorCatalogueGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the product as saved, or an error whose `code` is one of {@link SAVE_PRODUCT_ERRORS}. */
  execute(input: SaveProductRequest, options?: CallOptions): Promise<Result<Product, ErrorOf<typeof SAVE_PRODUCT_ERRORS>>> {
    return guarded(SAVE_PRODUCT_ERRORS, invalidProduct(input), () => this.catalogue.saveProduct({ ...input, publish: input.publish === true, exhibitionId: exhibitionOf(this.session) }, options));
  }
}
