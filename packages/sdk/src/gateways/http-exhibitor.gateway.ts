import type { DomainError, ExhibitorGateway, ExhibitorInfo, Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';

/** Exhibitor endpoints: the user's company record and the exhibitor-services hand-off key. */
@injectable()
export class HttpExhibitorGateway implements ExhibitorGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async exhibitorDept(input: { userId: string; exhibitionId: string }): Promise<Result<ExhibitorInfo | null, DomainError>> {
    return replyData(await this.api.call('exhibitorDept', input));
  }

  async cacheUserIdAndToken(input: { exhibitionId: string }): Promise<Result<{ readonly cacheKey: string }, DomainError>> {
    return replyData(await this.api.call('cacheUserIdAndToken', input));
  }
}
