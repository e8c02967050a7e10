import type { DomainError, Result, SystemGateway } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { CORE_ENDPOINTS } from '../http/endpoints';

/** The server clock (RC system/time). */
@injectable()
export class HttpSystemGateway implements SystemGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async serverTime(options?: CallOptions): Promise<Result<number, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.systemTime, undefined, options));
  }
}
