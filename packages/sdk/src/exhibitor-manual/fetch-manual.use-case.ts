import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorManualGateway, ManualSection } from '@fairpass/domain/exhibitor-manual';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_MANUAL_TOKENS } from './exhibitor-manual.tokens';
import { MANUAL_REFUSALS } from './manual-failures';

/** What fetch manual can fail with. */
export const FETCH_MANUAL_ERRORS = [...HTTP_FAILURES, ...MANUAL_REFUSALS, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Which section (`materialTypeV2`: `board`, `build`, …), and optionally one part of it (a booth number or a form id). */
export interface FetchManualInput {
  readonly materialTypeV2: string;
  readonly part?: string;
}

/**
 * One section of the exhibitor manual: its text (HTML to sanitise before showing), deadline and state
 * on the server clock, its forms with what was saved, and for `board` the fascia of every standard
 * booth with its free allowance. A company with no booth yet is BOOTH.NOT_ALLOCATED; one with only raw
 * space, FASCIA.NOT_APPLICABLE.
 */
@injectable()
export class FetchManualUseCase {
  constructor(
    @inject(EXHIBITOR_MANUAL_TOKENS.Gateway) private readonly manual: ExhibitorManualGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the section, or an error whose `code` is one of {@link FETCH_MANUAL_ERRORS}. */
  execute(input: FetchManualInput, options?: CallOptions): Promise<Result<ManualSection, ErrorOf<typeof FETCH_MANUAL_ERRORS>>> {
    const part = optionalText(input?.part);
    return guarded(FETCH_MANUAL_ERRORS, missingText(input, ['materialTypeV2']), () =>
      this.manual.manual({ exhibitionId: exhibitionOf(this.session), materialTypeV2: input.materialTypeV2.trim(), ...(part ? { part } : {}) }, options),
    );
  }
}
