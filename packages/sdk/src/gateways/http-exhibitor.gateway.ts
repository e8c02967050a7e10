import type { CallOptions, DomainError, ExhibitorGateway, Result } from '@fairpass/domain';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { CORE_ENDPOINTS } from '../http/endpoints';

/** The exhibitor-services hand-off key (the session goes over as a one-time key, never the token). */
export class HttpExhibitorGateway implements ExhibitorGateway {
  constructor(private readonly api: ApiClient) {}

  async cacheUserIdAndToken(input: { exhibitionId: string }, options?: CallOptions): Promise<Result<{ readonly cacheKey: string }, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.cacheUserIdAndToken, input, options));
  }
}
