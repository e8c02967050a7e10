import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { CertificationCode, ExhibitorGateway } from '@fairpass/domain/exhibitor';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_TOKENS } from './exhibitor.tokens';

/** What renew certification code can fail with: not the company's admin (5004), the company information closed (5003). */
export const RENEW_CERTIFICATION_CODE_ERRORS = [
  ...WRITE_FAILURES,
  'EXHIBITOR.PERMISSION_NOT_OPENED',
  'REGISTRATION.SUBMISSION_CLOSED',
] as const satisfies readonly ErrorCode[];

/**
 * A new certification code for the company, when the old one went further than it should (the admin
 * only): the old code binds no one from then on; colleagues it already bound stay with the company.
 * Carries an Idempotency-Key, so a double tap or a retry renews once.
 */
@injectable()
export class RenewCertificationCodeUseCase {
  constructor(
    @inject(EXHIBITOR_TOKENS.Gateway) private readonly exhibitor: ExhibitorGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the new code, or an error whose `code` is one of {@link RENEW_CERTIFICATION_CODE_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<CertificationCode, ErrorOf<typeof RENEW_CERTIFICATION_CODE_ERRORS>>> {
    return guarded(RENEW_CERTIFICATION_CODE_ERRORS, undefined, () => this.exhibitor.renewCertificationCode(exhibitionOf(this.session), options));
  }
}
