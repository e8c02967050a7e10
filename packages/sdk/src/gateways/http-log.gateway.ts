import type { BuryEvent, DomainError, LogGateway, RegisterLogInput, Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';

/** Usage logging: event burying and the register log of a link visit. */
@injectable()
export class HttpLogGateway implements LogGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async bury(event: BuryEvent): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call('logBury', { ...event, data: event.data ? { ...event.data } : undefined }));
  }

  async saveRegisterLog(input: RegisterLogInput): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call('saveRegisterLog', { ...input }));
  }
}
