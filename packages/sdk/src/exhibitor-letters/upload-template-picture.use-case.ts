import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorLettersGateway } from '@fairpass/domain/exhibitor-letters';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingObject, missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_LETTERS_TOKENS } from './exhibitor-letters.tokens';
import { invalidPicture } from './letters.input-guards';

/** What upload template picture can fail with: the invitation picture rule before sending (`field` `file`), and the server's 400 naming `picture`. */
export const UPLOAD_TEMPLATE_PICTURE_ERRORS = [
  ...WRITE_FAILURES,
  'VALIDATION.REQUIRED',
  'VALIDATION.FILE_TYPE',
  'VALIDATION.FILE_TOO_LARGE',
  'VALIDATION.IMAGE_DIMENSIONS',
] as const satisfies readonly ErrorCode[];

/** The picture, its file name, and its sides when the caller measured them (the browser can; Node cannot). */
export interface UploadTemplatePictureInput {
  readonly file: Blob;
  readonly name: string;
  readonly width?: number;
  readonly height?: number;
}

/**
 * Uploads an invitation's picture (multipart): jpg/png, 150–400 px a side, ≤ 200 KB (spec §9). A picture
 * the rule refuses is not sent; the value is its address, for `saveInvitationTemplate`'s `pictureUrl`.
 */
@injectable()
export class UploadTemplatePictureUseCase {
  constructor(
    @inject(EXHIBITOR_LETTERS_TOKENS.Gateway) private readonly letters: ExhibitorLettersGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the picture's address, or an error whose `code` is one of {@link UPLOAD_TEMPLATE_PICTURE_ERRORS}. */
  execute(input: UploadTemplatePictureInput, options?: CallOptions): Promise<Result<{ readonly url: string }, ErrorOf<typeof UPLOAD_TEMPLATE_PICTURE_ERRORS>>> {
    const sides = typeof input?.width === 'number' && typeof input.height === 'number' ? { width: input.width, height: input.height } : undefined;
    const invalid = missingObject(input, 'file') ?? missingText(input, ['name']) ?? invalidPicture(input.file, input.name.trim(), sides);
    return guarded(UPLOAD_TEMPLATE_PICTURE_ERRORS, invalid, () =>
      this.letters.uploadPicture({ exhibitionId: exhibitionOf(this.session), file: input.file, fileName: input.name.trim() }, options),
    );
  }
}
