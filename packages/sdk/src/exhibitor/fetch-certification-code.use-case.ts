import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { CertificationCode, ExhibitorGateway } from '@fairpass/domain/exhibitor';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_TOKENS } from './exhibitor.tokens';

/** What fetch certification code can fail with: a login that is not the company's admin (5004). */
export const FETCH_CERTIFICATION_CODE_ERRORS = [...HTTP_FAILURES, 'EXHIBITOR.PERMISSION_NOT_OPENED'] as const satisfies readonly ErrorCode[];

/**
 * The company's certification code, for its admin to hand to colleagues (as text or a QR code): typed on
 * their own logins, it binds them to the company. Only the admin reads it (`profile.admin`); anyone else is
 * refused with EXHIBITOR.PERMISSION_NOT_OPENED.
 */
@injectable()
export class FetchCertificationCodeUseCase {
  constructor(
    @inject(EXHIBITOR_TOKENS.Gateway) private readonly exhibitor: ExhibitorGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the code, or an error whose `code` is one of {@link FETCH_CERTIFICATION_CODE_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<CertificationCode, ErrorOf<typeof FETCH_CERTIFICATION_CODE_ERRORS>>> {
    return guarded(FETCH_CERTIFICATION_CODE_ERRORS, undefined, () => this.exhibitor.certificationCode(exhibitionOf(this.session), options));
  }
}
