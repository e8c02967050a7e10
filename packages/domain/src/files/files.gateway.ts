// The files endpoint (docs/endpoints.md "Keeping a file (issue 27)"): the server mails one of its own
// signed file addresses to an e-mail address, as a fresh signed link.
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from '../ports/call-options';
import type { MailedFile, MailFileInput } from './files.types';

export interface FilesGateway {
  /** `POST RC file/mail` (idempotent). */
  mailFile(input: MailFileInput, options?: CallOptions): Promise<Result<MailedFile, DomainError>>;
}
