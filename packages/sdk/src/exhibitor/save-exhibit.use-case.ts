import type { CallOptions, DomainError, Err, ErrorCode, Result } from '@fairpass/domain';
import { exhibitErrors, type Exhibit, type ExhibitorGateway, type SaveExhibitRequest } from '@fairpass/domain/exhibitor';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { fieldError } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_TOKENS } from './exhibitor.tokens';

/** What save exhibit can fail with: the form's own checks, the maximum (5005), the permission (5004). */
export const SAVE_EXHIBIT_ERRORS = [
  ...WRITE_FAILURES,
  'VALIDATION.REQUIRED',
  'VALIDATION.TOO_LONG',
  'LIMIT.MAX_EXHIBITS',
  'EXHIBITOR.PERMISSION_NOT_OPENED',
  'REGISTRATION.SUBMISSION_CLOSED',
] as const satisfies readonly ErrorCode[];

function invalidExhibit(input: SaveExhibitRequest): Err<DomainError> | undefined {
  const errors = exhibitErrors({ name: input?.name ?? '', nameEn: input?.nameEn ?? '', category: input?.category ?? '', description: input?.description ?? '' });
  const [field, codes] = Object.entries(errors)[0] ?? [];
  return field && codes?.[0] ? fieldError(codes[0], field) : undefined;
}

/**
 * Adds an exhibit, or edits one (`id`): it goes to the organiser's review again. One more than the
 * company's maximum answers LIMIT.MAX_EXHIBITS with the maximum. Carries an Idempotency-Key.
 */
@injectable()
export class SaveExhibitUseCase {
  constructor(
    @inject(EXHIBITOR_TOKENS.Gateway) private readonly exhibitor: ExhibitorGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SAVE_EXHIBIT_ERRORS}. */
  execute(input: SaveExhibitRequest, options?: CallOptions): Promise<Result<Exhibit, ErrorOf<typeof SAVE_EXHIBIT_ERRORS>>> {
    return guarded(SAVE_EXHIBIT_ERRORS, invalidExhibit(input), () => this.exhibitor.saveExhibit({ ...input, exhibitionId: exhibitionOf(this.session) }, options));
  }
}
