import { FILE_RULES, validateFile, type CallOptions, type FileRule, type ErrorCode, type Result, type UploadFile } from '@fairpass/domain';
import { type LeadsGateway, type ReceiptUpload } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { fieldError } from '../operations/input-guard';
import { WRITE_FAILURES, type ErrorOf } from '../operations/operation-errors';
import { LEADS_TOKENS } from './leads.tokens';

/** What upload receipt can fail with: the file refused by type or size, before sending (VALIDATION.*) or by the server (4521). */
export const UPLOAD_RECEIPT_ERRORS = [...WRITE_FAILURES, 'AUTH.SINGLE_EMPLOYEE_LOGIN', 'FILE.REFUSED', 'VALIDATION.REQUIRED', 'VALIDATION.FILE_TYPE', 'VALIDATION.FILE_TOO_LARGE'] as const satisfies readonly ErrorCode[];

/** A receipt: a scan or photo (pdf, jpg, png), within the document limit of spec §5 (10 MB). */
const RECEIPT_RULE: FileRule = { extensions: ['pdf', 'jpg', 'png'], maxBytes: FILE_RULES.document.maxBytes };

/** Uploads the bank transfer's receipt: a pdf, jpg or png of at most 10 MB (spec §5's file rule). */
@injectable()
export class UploadReceiptUseCase {
  constructor(@inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link UPLOAD_RECEIPT_ERRORS}. */
  execute(input: { file: UploadFile }, options?: CallOptions): Promise<Result<ReceiptUpload, ErrorOf<typeof UPLOAD_RECEIPT_ERRORS>>> {
    const file = input?.file;
    const problem = file === undefined ? 'VALIDATION.REQUIRED' : validateFile(file, RECEIPT_RULE).errors[0];
    const invalid = problem === undefined ? undefined : fieldError(problem, 'file');
    return guarded(UPLOAD_RECEIPT_ERRORS, invalid, () => this.leads.uploadReceipt(file as UploadFile, options));
  }
}
