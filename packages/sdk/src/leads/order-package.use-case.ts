import { type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import { LEAD_PACKAGE_TYPES, type LeadPackageType, type LeadsGateway } from '@fairpass/domain/leads';
import { type Order } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { outOfRange } from '../operations/input-guard';
import { WRITE_FAILURES, type ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { BUY_FAILURES } from './lead-failures';
import { LEADS_TOKENS } from './leads.tokens';

/** What order package can fail with. */
export const ORDER_PACKAGE_ERRORS = [...WRITE_FAILURES, 'AUTH.SINGLE_EMPLOYEE_LOGIN', ...BUY_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/**
 * An order for a package (`kind: 'package'`), to pay by WeChat Pay like a ticket order: the ticketing
 * area's `payOrder` and then `/payTransition`, which believes only the server's payment status. The
 * package is the account's once the order is paid. Carries an Idempotency-Key.
 */
@injectable()
export class OrderPackageUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link ORDER_PACKAGE_ERRORS}. */
  execute(input: { packageType: LeadPackageType }, options?: CallOptions): Promise<Result<Order, ErrorOf<typeof ORDER_PACKAGE_ERRORS>>> {
    return guarded(ORDER_PACKAGE_ERRORS, outOfRange(input, 'packageType', LEAD_PACKAGE_TYPES), () =>
      this.leads.orderPackage({ exhibitionId: exhibitionOf(this.session), packageType: input.packageType }, options),
    );
  }
}
