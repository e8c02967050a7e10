/**
 * @module @fairpass/domain/files
 */
// The public surface of @fairpass/domain/files: the names other packages use, nothing else.
export type { FilesGateway } from './files.gateway';
export type { SignedFile, MailFileInput, MailedFile } from './files.types';
export { mailFileErrors, MAIL_FILE_EMAIL_MAX } from './mail-file-rules';
