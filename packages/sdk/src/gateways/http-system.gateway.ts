import type { DomainError, Result, SystemGateway } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { CORE_ENDPOINTS } from '../http/endpoints';

/** The server clock (RC system/time). */
export class HttpSystemGateway implements SystemGateway {
  constructor(private readonly api: ApiClient) {}

  async serverTime(options?: CallOptions): Promise<Result<number, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.systemTime, undefined, options));
  }
}
