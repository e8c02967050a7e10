import { DomainError, err, type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import { EXHIBIT_IMAGES_MAX, moreImagesRefusal, type ExhibitMedia, type ExhibitorCatalogueGateway, type SaveExhibitMediaRequest } from '@fairpass/domain/exhibitor-catalogue';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingObject, missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CATALOGUE_WRITE_REFUSALS } from './catalogue-failures';
import { EXHIBITOR_CATALOGUE_TOKENS } from './exhibitor-catalogue.tokens';

/** What save exhibit media can fail with: more than 6 images (5020, also before sending), a file not uploaded (4521), the permission and the deadline. */
export const SAVE_EXHIBIT_MEDIA_ERRORS = [
  ...WRITE_FAILURES,
  ...CATALOGUE_WRITE_REFUSALS,
  'VALIDATION.REQUIRED',
  'LIMIT.MAX_EXHIBIT_IMAGES',
  'FILE.REFUSED',
] as const satisfies readonly ErrorCode[];

/**
 * Sets an exhibit's images (file ids uploaded with purpose `exhibitImage`, in order, at most 6) and its
 * video (`videoFileId` uploaded with purpose `video`, `''` for none). The exhibit goes to the organiser's
 * review again. A 7th image is refused before sending with LIMIT.MAX_EXHIBIT_IMAGES `{max}`. Carries an
 * Idempotency-Key.
 */
@injectable()
export class SaveExhibitMediaUseCase {
  constructor(
    @inject(EXHIBITOR_CATALOGUE_TOKENS.Gateway) private readonly catalogue: ExhibitorCatalogueGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the exhibit's media as saved, or an error whose `code` is one of {@link SAVE_EXHIBIT_MEDIA_ERRORS}. */
  execute(input: SaveExhibitMediaRequest, options?: CallOptions): Promise<Result<ExhibitMedia, ErrorOf<typeof SAVE_EXHIBIT_MEDIA_ERRORS>>> {
    const invalid = missingText(input, ['exhibitId']) ?? missingObject(input, 'imageFileIds', true);
    // more than the maximum: the refusal of one more image after the first max
    const tooMany = !invalid && moreImagesRefusal(input.imageFileIds.length - 1) !== undefined;
    return guarded(
      SAVE_EXHIBIT_MEDIA_ERRORS,
      invalid ?? (tooMany ? err(new DomainError('LIMIT.MAX_EXHIBIT_IMAGES', 'more images than an exhibit may have', undefined, { params: { max: String(EXHIBIT_IMAGES_MAX) } })) : undefined),
      () =>
        this.catalogue.saveExhibitMedia(
          { exhibitionId: exhibitionOf(this.session), exhibitId: input.exhibitId, imageFileIds: [...input.imageFileIds], videoFileId: input.videoFileId ?? '' },
          options,
        ),
    );
  }
}
