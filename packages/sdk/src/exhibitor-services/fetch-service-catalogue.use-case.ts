import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import { SERVICE_KINDS, type ExhibitorServicesGateway, type ServiceCatalogue, type ServiceKind } from '@fairpass/domain/exhibitor-services';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { outOfRange } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_SERVICES_TOKENS } from './exhibitor-services.tokens';
import { SERVICE_ACCESS_REFUSALS } from './service-failures';

/** What fetch service catalogue can fail with. */
export const FETCH_SERVICE_CATALOGUE_ERRORS = [...HTTP_FAILURES, ...SERVICE_ACCESS_REFUSALS, 'VALIDATION.REQUIRED', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/**
 * The items of one kind — booth services (with the company's booths and their free shelves + rods),
 * adverts (with their slots) or interpreters (with the language pairs and the show's days) — each with
 * the server's current price (advance or on-site), stock and deadline, and the server's clock.
 */
@injectable()
export class FetchServiceCatalogueUseCase {
  constructor(
    @inject(EXHIBITOR_SERVICES_TOKENS.Gateway) private readonly services: ExhibitorServicesGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_SERVICE_CATALOGUE_ERRORS}. */
  execute(input: { readonly kind: ServiceKind }, options?: CallOptions): Promise<Result<ServiceCatalogue, ErrorOf<typeof FETCH_SERVICE_CATALOGUE_ERRORS>>> {
    return guarded(FETCH_SERVICE_CATALOGUE_ERRORS, outOfRange(input, 'kind', SERVICE_KINDS), () =>
      this.services.catalogue({ exhibitionId: exhibitionOf(this.session), kind: input.kind }, options),
    );
  }
}
