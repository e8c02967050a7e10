import type { BuryEvent, DomainError, LogGateway, RegisterLogInput, Result } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { CORE_ENDPOINTS } from '../http/endpoints';

/** Usage logging: event burying and the register log of a link visit. */
export class HttpLogGateway implements LogGateway {
  constructor(private readonly api: ApiClient) {}

  async bury(event: BuryEvent, options?: CallOptions): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.logBury, { ...event, data: event.data ? { ...event.data } : undefined }, options));
  }

  async saveRegisterLog(input: RegisterLogInput, options?: CallOptions): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.saveRegisterLog, { ...input }, options));
  }
}
