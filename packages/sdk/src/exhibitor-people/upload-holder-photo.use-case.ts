import { validateFile, type CallOptions, type ErrorCode, type Result, type UploadFile } from '@fairpass/domain';
import { PASS_PHOTO_RULE, type ExhibitorPeopleGateway, type HolderPhoto } from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { fieldError } from '../operations/input-guard';
import { WRITE_FAILURES, type ErrorOf } from '../operations/operation-errors';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';

/** What upload holder photo can fail with: the file refused by type or size, before sending (VALIDATION.*) or by the server (4521). */
export const UPLOAD_HOLDER_PHOTO_ERRORS = [...WRITE_FAILURES, 'FILE.REFUSED', 'VALIDATION.REQUIRED', 'VALIDATION.FILE_TYPE', 'VALIDATION.FILE_TOO_LARGE'] as const satisfies readonly ErrorCode[];

/** Uploads a pass holder's photo (jpg or png, at most 200 KB), which a submission then names by its fileId. */
@injectable()
export class UploadHolderPhotoUseCase {
  constructor(@inject(EXHIBITOR_PEOPLE_TOKENS.Gateway) private readonly people: ExhibitorPeopleGateway) {}

  /** Runs the operation: the photo the server keeps, or an error whose `code` is one of {@link UPLOAD_HOLDER_PHOTO_ERRORS}. */
  execute(input: { file: UploadFile }, options?: CallOptions): Promise<Result<HolderPhoto, ErrorOf<typeof UPLOAD_HOLDER_PHOTO_ERRORS>>> {
    const file = input?.file;
    const problem = file === undefined ? 'VALIDATION.REQUIRED' : validateFile(file, PASS_PHOTO_RULE).errors[0];
    const invalid = problem === undefined ? undefined : fieldError(problem, 'file');
    return guarded(UPLOAD_HOLDER_PHOTO_ERRORS, invalid, () => this.people.uploadPhoto(file as UploadFile, options));
  }
}
