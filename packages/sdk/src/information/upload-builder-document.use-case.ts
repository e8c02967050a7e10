import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { BuilderDocument, InformationGateway } from '@fairpass/domain/information';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingObject, missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { INFORMATION_TOKENS } from './information.tokens';

/** What upload builder document can fail with. */
export const UPLOAD_BUILDER_DOCUMENT_ERRORS = [...WRITE_FAILURES, 'FILE.REFUSED', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** A document for the builder filing: the file (a `Blob` or `File`) and its name (the extension names its type). */
export interface UploadBuilderDocumentInput {
  readonly file: Blob;
  readonly name: string;
}

/**
 * Uploads one document for the builder filing (multipart): pdf, jpg or png, at most 10 MB. The value is
 * the stored document; its `fileId` goes into `submitBuilderFiling`'s `documentIds`. A file the server
 * refuses is `FILE.REFUSED` with `params.reason` `'type'` or `'size'`.
 */
@injectable()
export class UploadBuilderDocumentUseCase {
  constructor(@inject(INFORMATION_TOKENS.Gateway) private readonly information: InformationGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link UPLOAD_BUILDER_DOCUMENT_ERRORS}. */
  execute(input: UploadBuilderDocumentInput, options?: CallOptions): Promise<Result<BuilderDocument, ErrorOf<typeof UPLOAD_BUILDER_DOCUMENT_ERRORS>>> {
    return guarded(UPLOAD_BUILDER_DOCUMENT_ERRORS, missingObject(input, 'file') ?? missingText(input, ['name']), () =>
      this.information.uploadBuilderDocument({ file: input.file, name: input.name.trim() }, options),
    );
  }
}
