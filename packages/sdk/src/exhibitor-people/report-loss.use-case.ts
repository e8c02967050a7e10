import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorPeopleGateway, LossReported } from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';

/** What report loss can fail with: a pass not issued yet (5104 → BADGE.NOT_LOSABLE). */
export const REPORT_LOSS_ERRORS = [...WRITE_FAILURES, 'VALIDATION.REQUIRED', 'BADGE.NOT_LOSABLE'] as const satisfies readonly ErrorCode[];

/** Reports an issued pass lost: its code is refused at the gate from then on and the person is issued a new one. Carries an Idempotency-Key. */
@injectable()
export class ReportLossUseCase {
  constructor(
    @inject(EXHIBITOR_PEOPLE_TOKENS.Gateway) private readonly people: ExhibitorPeopleGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the new pass's holder record, or an error whose `code` is one of {@link REPORT_LOSS_ERRORS}. */
  execute(input: { readonly relationId: string }, options?: CallOptions): Promise<Result<LossReported, ErrorOf<typeof REPORT_LOSS_ERRORS>>> {
    return guarded(REPORT_LOSS_ERRORS, missingText(input, ['relationId']), () =>
      this.people.reportLoss({ exhibitionId: exhibitionOf(this.session), relationId: input.relationId.trim() }, options),
    );
  }
}
