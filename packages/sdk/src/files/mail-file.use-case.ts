import type { CallOptions, DomainError, Err, ErrorCode, Result } from '@fairpass/domain';
import { httpOriginOf } from '@fairpass/domain';
import { mailFileErrors, type FilesGateway, type MailedFile, type MailFileInput } from '@fairpass/domain/files';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { fieldError } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { FILE_LINK_FAILURES } from './file-failures';
import { FILES_TOKENS } from './files.tokens';

/** What mail file can fail with. */
export const MAIL_FILE_ERRORS = [
  ...WRITE_FAILURES,
  ...FILE_LINK_FAILURES,
  'VALIDATION.REQUIRED',
  'VALIDATION.TOO_LONG',
  'VALIDATION.EMAIL_INVALID',
] as const satisfies readonly ErrorCode[];

/** The address and the file before sending: an e-mail address (the domain's rule) and an http(s) file address. */
function invalidMail(input: MailFileInput): Err<DomainError> | undefined {
  const errors = mailFileErrors(input);
  const code = errors.email?.[0];
  if (code) return fieldError(code, 'email');
  return httpOriginOf(input.url) === undefined ? fieldError('VALIDATION.REQUIRED', 'url') : undefined;
}

/**
 * "Send to my e-mail" (issue 27): asks the server to mail one of its own signed file addresses (the lead
 * export's, a material's, an invoice's, a session's calendar file's, the group's entry codes') to
 * `email`. The server checks the address is its own and still valid (else FILE.LINK_EXPIRED: get the
 * file again) and mails a fresh signed link, with no token or openid in it. Carries an Idempotency-Key:
 * pass `options.idempotencyKey` to keep one across a retry or a reload.
 */
@injectable()
export class MailFileUseCase {
  constructor(@inject(FILES_TOKENS.Gateway) private readonly files: FilesGateway) {}

  /** Runs the operation: the server's receipt, or an error whose `code` is one of {@link MAIL_FILE_ERRORS}. */
  execute(input: MailFileInput, options?: CallOptions): Promise<Result<MailedFile, ErrorOf<typeof MAIL_FILE_ERRORS>>> {
    return guarded(MAIL_FILE_ERRORS, invalidMail(input), () => this.files.mailFile({ url: input.url, email: input.email.trim() }, options));
  }
}
