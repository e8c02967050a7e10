import type { CallOptions, DomainError, Result } from '@fairpass/domain';
import type { FilesGateway, MailedFile, MailFileInput } from '@fairpass/domain/files';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { FILES_ENDPOINTS as E } from './files.endpoints';

/** The files area's endpoint over the client's one API caller. */
@injectable()
export class HttpFilesGateway implements FilesGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async mailFile(input: MailFileInput, options?: CallOptions): Promise<Result<MailedFile, DomainError>> {
    return replyData(await this.api.call(E.mailFile, input, options));
  }
}
