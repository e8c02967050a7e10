import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { FILES_TOKENS } from './files.tokens';
import { HttpFilesGateway } from './http-files.gateway';
import { MailFileUseCase } from './mail-file.use-case';

/** The files area's operations, by the names callers use. */
export const FILES_OPERATIONS = {
  mailFile: MailFileUseCase,
} as const;

/** The files area: keeping a file the server issued at a signed address (mailing it). */
export const filesArea = defineArea({
  name: 'files',
  module: new ContainerModule(({ bind }) => {
    bind(FILES_TOKENS.Gateway).to(HttpFilesGateway).inSingletonScope();
  }),
  operations: FILES_OPERATIONS,
});
