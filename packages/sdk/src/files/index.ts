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
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { FILES_OPERATIONS } from './files.area';

export type { FILES_OPERATIONS } from './files.area';

/** The files area's operations; each `execute()` resolves to a `Result`. */
export type FilesApi = AreaOperations<typeof FILES_OPERATIONS>;

const NAMES = {
  mailFile: true,
} as const satisfies OperationNames<typeof FILES_OPERATIONS>;

/** The files area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getFiles(client: FairpassClient): FilesApi {
  return lazyArea(client, { name: 'files', operations: NAMES, load: async () => (await import('./files.area')).filesArea });
}

export { FILES_ENDPOINTS } from './files.endpoints';
export { MailFileUseCase } from './mail-file.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { FILE_LINK_FAILURES } from './file-failures';
export { MAIL_FILE_ERRORS } from './mail-file.use-case';
