import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import { isExtraPassQuantity, type ExhibitorPeopleGateway, type ExtraPassOrder } from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { fieldError, missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';

/** What buying extra passes can fail with: a quantity outside 1–20 (before sending), a closed type (5102). */
export const BUY_EXTRA_PASSES_ERRORS = [...WRITE_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.OUT_OF_RANGE', 'DOCUMENT.APPLICATION_CLOSED'] as const satisfies readonly ErrorCode[];

export interface BuyExtraPassesInput {
  readonly credentialType: string;
  readonly quantity: number;
}

/** Orders extra passes of one type beyond the quota: an order (kind `credential`) to pay through order/pay; the quota grows once paid. Carries an Idempotency-Key. */
@injectable()
export class BuyExtraPassesUseCase {
  constructor(
    @inject(EXHIBITOR_PEOPLE_TOKENS.Gateway) private readonly people: ExhibitorPeopleGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the unpaid order, or an error whose `code` is one of {@link BUY_EXTRA_PASSES_ERRORS}. */
  execute(input: BuyExtraPassesInput, options?: CallOptions): Promise<Result<ExtraPassOrder, ErrorOf<typeof BUY_EXTRA_PASSES_ERRORS>>> {
    const refusal =
      missingText(input, ['credentialType']) ??
      (isExtraPassQuantity(input.quantity) ? undefined : fieldError('VALIDATION.OUT_OF_RANGE', 'quantity'));
    return guarded(BUY_EXTRA_PASSES_ERRORS, refusal, () =>
      this.people.placeOrder({ exhibitionId: exhibitionOf(this.session), credentialType: input.credentialType.trim(), quantity: input.quantity }, options),
    );
  }
}
