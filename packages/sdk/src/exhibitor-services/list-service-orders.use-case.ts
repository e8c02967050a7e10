import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorServicesGateway, ServiceOrder } from '@fairpass/domain/exhibitor-services';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_SERVICES_TOKENS } from './exhibitor-services.tokens';
import { SERVICE_ACCESS_REFUSALS } from './service-failures';

/** What list service orders can fail with. */
export const LIST_SERVICE_ORDERS_ERRORS = [...HTTP_FAILURES, ...SERVICE_ACCESS_REFUSALS] as const satisfies readonly ErrorCode[];

/** The company's orders of booth services, adverts and interpreters, newest first, each with its states and booth. */
@injectable()
export class ListServiceOrdersUseCase {
  constructor(
    @inject(EXHIBITOR_SERVICES_TOKENS.Gateway) private readonly services: ExhibitorServicesGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the value, or an error whose `code` is one of {@link LIST_SERVICE_ORDERS_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<readonly ServiceOrder[], ErrorOf<typeof LIST_SERVICE_ORDERS_ERRORS>>> {
    return guarded(LIST_SERVICE_ORDERS_ERRORS, undefined, () => this.services.orders({ exhibitionId: exhibitionOf(this.session) }, options));
  }
}
