/**
 * The files area: keeping a file the server issued at a signed, short-lived address — a lead export, a
 * material, an invoice, a session's calendar file, a group's entry codes — by having it mailed.
 * @module @fairpass/sdk/files
 */
// @fairpass/sdk/files — the files area (issue 27). Loaded into a client on first use:
//
//   import { getFiles } from '@fairpass/sdk/files';
//   const sent = await getFiles(client).mailFile.execute({ url: file.url, email: 'me@example.com' });
import type { FairpassClient } from '../client';
import type { Operations } from '../di/area';
import { useArea } from '../di/area-container';
import { FILES_OPERATIONS, filesArea } from './files.area';

export { FILES_OPERATIONS, filesArea };

/** The files area's operations; each `execute()` resolves to a `Result`. */
export type FilesApi = Operations<typeof FILES_OPERATIONS>;

/** The files area of `client`, loaded into its container the first time it is asked for. */
export function getFiles(client: FairpassClient): FilesApi {
  return useArea(client, filesArea);
}

export { FILES_ENDPOINTS } from './files.endpoints';
export { MailFileUseCase } from './mail-file.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { FILE_LINK_FAILURES } from './file-failures';
export { MAIL_FILE_ERRORS } from './mail-file.use-case';
