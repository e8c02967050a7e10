import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import { UPLOAD_PURPOSES, type ExhibitorCatalogueGateway, type StoredUpload, type UploadPurpose } from '@fairpass/domain/exhibitor-catalogue';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingObject, missingText, outOfRange } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CATALOGUE_READ_REFUSALS } from './catalogue-failures';
import { invalidFile } from './catalogue.input-guards';
import { EXHIBITOR_CATALOGUE_TOKENS } from './exhibitor-catalogue.tokens';

/** What upload catalogue file can fail with: the rules before sending (`field` `file`), and the server's refusal (4521 `{reason}`). */
export const UPLOAD_CATALOGUE_FILE_ERRORS = [
  ...WRITE_FAILURES,
  ...CATALOGUE_READ_REFUSALS,
  'FILE.REFUSED',
  'VALIDATION.REQUIRED',
  'VALIDATION.OUT_OF_RANGE',
  'VALIDATION.FILE_TYPE',
  'VALIDATION.FILE_TOO_SMALL',
  'VALIDATION.FILE_TOO_LARGE',
] as const satisfies readonly ErrorCode[];

/** A file for the catalogue: the file (a `Blob` or `File`), its name (the extension names its type), and what it is for. */
export interface UploadCatalogueFileInput {
  readonly file: Blob;
  readonly name: string;
  readonly purpose: UploadPurpose;
}

/**
 * Uploads one file (multipart, the client's one upload path): the company logo (png/jpg/jpeg, 10 KB–1 MB,
 * spec §5), a product picture (jpg/png ≤ 5 MB), an exhibit's image (`exhibitImage`, jpg/png ≤ 2 MB) or a
 * video (`video`, mp4/mov ≤ 20 MB). A file the rules refuse is not sent; one the server refuses is
 * FILE.REFUSED with `params.reason` `'type'`, `'size'` or `'dimensions'`. The value is the stored file
 * (a picture measured); its `fileId` goes to `setLogo`, `saveProduct` or `saveExhibitMedia`.
 */
@injectable()
export class UploadCatalogueFileUseCase {
  constructor(
    @inject(EXHIBITOR_CATALOGUE_TOKENS.Gateway) private readonly catalogue: ExhibitorCatalogueGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the stored file, or an error whose `code` is one of {@link UPLOAD_CATALOGUE_FILE_ERRORS}. */
  execute(input: UploadCatalogueFileInput, options?: CallOptions): Promise<Result<StoredUpload, ErrorOf<typeof UPLOAD_CATALOGUE_FILE_ERRORS>>> {
    const invalid =
      missingObject(input, 'file') ??
      missingText(input, ['name']) ??
      outOfRange(input, 'purpose', UPLOAD_PURPOSES) ??
      invalidFile(input.file, input.name.trim(), input.purpose);
    return guarded(UPLOAD_CATALOGUE_FILE_ERRORS, invalid, () =>
      this.catalogue.upload({ exhibitionId: exhibitionOf(this.session), file: input.file, name: input.name.trim(), purpose: input.purpose }, options),
    );
  }
}
