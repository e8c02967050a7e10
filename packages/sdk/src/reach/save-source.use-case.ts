import { type CallOptions, type DomainError, type Err, type ErrorCode, type Result } from '@fairpass/domain';
import { normaliseSourceCode, sourceChannelErrors, type ReachGateway, type SourceChannel, type SourceChannelDraft } from '@fairpass/domain/reach';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { fieldError } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { REACH_TOKENS } from './reach.tokens';

/**
 * Why the server can refuse a channel (wire 4801–4802): its code is in use on the exhibition already
 * (`params.code`), or it is not 1–4 letters or digits.
 */
export const SOURCE_FAILURES = ['SOURCE.CODE_TAKEN', 'SOURCE.CODE_INVALID'] as const satisfies readonly ErrorCode[];

/** What save source can fail with. */
export const SAVE_SOURCE_ERRORS = [...WRITE_FAILURES, ...SOURCE_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.TRACEABILITY_CODE_INVALID', 'VALIDATION.TOO_LONG'] as const satisfies readonly ErrorCode[];

/** The domain's channel rules, as the first field error. */
function invalidSource(input: SourceChannelDraft): Err<DomainError> | undefined {
  const errors = sourceChannelErrors(input);
  for (const field of ['code', 'name'] as const) {
    const code = errors[field]?.[0];
    if (code) return fieldError(code, field);
  }
  return undefined;
}

/**
 * Creates a traceability channel (/source/form): a code of at most 4 letters or digits (sent in upper
 * case; A1 and a1 are one code) and a name. Registrations that come through its link (the domain's
 * `sourceLinkQuery`) count for it. Carries an Idempotency-Key: pass `options.idempotencyKey` to keep one
 * across a reload.
 */
@injectable()
export class SaveSourceUseCase {
  constructor(
    @inject(REACH_TOKENS.Gateway) private readonly reach: ReachGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SAVE_SOURCE_ERRORS}. */
  execute(input: SourceChannelDraft, options?: CallOptions): Promise<Result<SourceChannel, ErrorOf<typeof SAVE_SOURCE_ERRORS>>> {
    return guarded(SAVE_SOURCE_ERRORS, invalidSource(input), () =>
      this.reach.saveSource({ exhibitionId: exhibitionOf(this.session), code: normaliseSourceCode(input.code), name: input.name.trim() }, options),
    );
  }
}
