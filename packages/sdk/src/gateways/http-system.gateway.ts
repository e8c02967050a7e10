import type { DomainError, Result, SystemGateway } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';

/** The server clock (RC system/time). */
@injectable()
export class HttpSystemGateway implements SystemGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async serverTime(): Promise<Result<number, DomainError>> {
    return replyData(await this.api.call('systemTime', undefined));
  }
}
