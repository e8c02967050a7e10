import { FILE_RULES, validateFile, type CallOptions, type ErrorCode, type Result, type UploadFile } from '@fairpass/domain';
import type { ArtworkUpload, ExhibitorServicesGateway } from '@fairpass/domain/exhibitor-services';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { fieldError } from '../operations/input-guard';
import { WRITE_FAILURES, type ErrorOf } from '../operations/operation-errors';
import { EXHIBITOR_SERVICES_TOKENS } from './exhibitor-services.tokens';
import { SERVICE_WRITE_REFUSALS } from './service-failures';

/** What upload artwork can fail with: the file refused by type or size, before sending (VALIDATION.*) or by the server (4521). */
export const UPLOAD_ARTWORK_ERRORS = [...WRITE_FAILURES, ...SERVICE_WRITE_REFUSALS, 'FILE.REFUSED', 'VALIDATION.REQUIRED', 'VALIDATION.FILE_TYPE', 'VALIDATION.FILE_TOO_LARGE'] as const satisfies readonly ErrorCode[];

/** Uploads an advert's artwork: pdf, ai, jpg or png of at most 10 MB (spec §5's document rule). */
@injectable()
export class UploadArtworkUseCase {
  constructor(@inject(EXHIBITOR_SERVICES_TOKENS.Gateway) private readonly services: ExhibitorServicesGateway) {}

  /** Runs the operation: the file the server keeps, or an error whose `code` is one of {@link UPLOAD_ARTWORK_ERRORS}. */
  execute(input: { file: UploadFile }, options?: CallOptions): Promise<Result<ArtworkUpload, ErrorOf<typeof UPLOAD_ARTWORK_ERRORS>>> {
    const file = input?.file;
    const problem = file === undefined ? 'VALIDATION.REQUIRED' : validateFile(file, FILE_RULES.document).errors[0];
    const invalid = problem === undefined ? undefined : fieldError(problem, 'file');
    return guarded(UPLOAD_ARTWORK_ERRORS, invalid, () => this.services.uploadArtwork(file as UploadFile, options));
  }
}
