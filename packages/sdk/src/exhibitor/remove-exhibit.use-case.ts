import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitList, ExhibitorGateway, RemoveExhibitRequest } from '@fairpass/domain/exhibitor';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_TOKENS } from './exhibitor.tokens';

/** What remove exhibit can fail with: no id, the permission (5004), the company information closed (5003). */
export const REMOVE_EXHIBIT_ERRORS = [
  ...WRITE_FAILURES,
  'VALIDATION.REQUIRED',
  'EXHIBITOR.PERMISSION_NOT_OPENED',
  'REGISTRATION.SUBMISSION_CLOSED',
] as const satisfies readonly ErrorCode[];

/**
 * Removes one of the company's exhibits, which frees its place under the maximum (a company at 6 of 6 can
 * add another afterwards); answers with the exhibits left. An id that is not one of the company's is
 * refused with the server's words ("exhibit not found"). Carries an Idempotency-Key, so a double tap or a
 * retry after a dropped reply removes once.
 */
@injectable()
export class RemoveExhibitUseCase {
  constructor(
    @inject(EXHIBITOR_TOKENS.Gateway) private readonly exhibitor: ExhibitorGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the exhibits left, or an error whose `code` is one of {@link REMOVE_EXHIBIT_ERRORS}. */
  execute(input: RemoveExhibitRequest, options?: CallOptions): Promise<Result<ExhibitList, ErrorOf<typeof REMOVE_EXHIBIT_ERRORS>>> {
    return guarded(REMOVE_EXHIBIT_ERRORS, missingText(input, ['exhibitId']), () =>
      this.exhibitor.removeExhibit({ exhibitionId: exhibitionOf(this.session), exhibitId: input.exhibitId.trim() }, options),
    );
  }
}
