// The files area (issue 27): mailing one of the server's signed file addresses, and its outbox hook.
import { RC } from '../context';
import { defineServerArea } from '../kit/server-area';
import type { KindOf } from '../wire-field-types';
import type { MailedFile } from './files-wire.types';
import { registerFilesRoutes } from './files.routes';

/** `MailedFile`: every field a String. */
const MAILED_FILE: KindOf<MailedFile> = { object: { email: 'string', fileName: 'string', sentAt: 'string', expireTime: 'string' } };

export const serverArea = defineServerArea({
  routes: registerFilesRoutes,
  replyData: { [`POST ${RC}file/mail`]: MAILED_FILE },
});
