// The files area's backend endpoint (docs/endpoints.md "Keeping a file (issue 27)"): the server mails
// one of its own signed file addresses (a lead export, a material, an invoice, a session's calendar file,
// a group's entry codes) to an e-mail address. The mail is a write meant once: it carries an
// Idempotency-Key.
import type { MailedFile, MailFileInput } from '@fairpass/domain/files';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import { normaliseMailedFile } from './files.normalisers';

/** The files area's endpoint catalogue, for `client.api.call(FILES_ENDPOINTS.x, input)`. */
export const FILES_ENDPOINTS = {
  mailFile: endpoint<MailFileInput, MailedFile>()({ method: 'POST', path: `${RC}file/mail`, idempotent: true }, normaliseMailedFile),
} as const;
