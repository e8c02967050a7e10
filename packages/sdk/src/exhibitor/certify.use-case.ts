import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import { isCertificationCode, normaliseCertificationCode, type ExhibitorCompany, type ExhibitorGateway } from '@fairpass/domain/exhibitor';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { fieldError } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_TOKENS } from './exhibitor.tokens';

/** What certify can fail with: a code of the wrong shape before sending, an unknown code (5001), a login
 * already of another company (5002, its name in `params.company`), the exhibition's company information
 * closed (5003), and the write failures. */
export const CERTIFY_ERRORS = [
  ...WRITE_FAILURES,
  'VALIDATION.VERIFICATION_CODE_INVALID',
  'EXHIBITOR.CODE_INVALID',
  'EXHIBITOR.ALREADY_CERTIFIED',
  'REGISTRATION.SUBMISSION_CLOSED',
] as const satisfies readonly ErrorCode[];

/**
 * Ties the login to its company by the organiser's certification code (8 letters or digits; spaces
 * dropped and upper-cased before sending). The value is the company. Carries an Idempotency-Key.
 */
@injectable()
export class CertifyUseCase {
  constructor(
    @inject(EXHIBITOR_TOKENS.Gateway) private readonly exhibitor: ExhibitorGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link CERTIFY_ERRORS}. */
  execute(input: { readonly code: string }, options?: CallOptions): Promise<Result<ExhibitorCompany, ErrorOf<typeof CERTIFY_ERRORS>>> {
    const typed = typeof input?.code === 'string' ? input.code : '';
    const invalid = isCertificationCode(typed) ? undefined : fieldError('VALIDATION.VERIFICATION_CODE_INVALID', 'code');
    return guarded(CERTIFY_ERRORS, invalid, () =>
      this.exhibitor.certify({ exhibitionId: exhibitionOf(this.session), code: normaliseCertificationCode(typed) }, options),
    );
  }
}
