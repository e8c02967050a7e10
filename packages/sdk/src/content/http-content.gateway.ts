import type { Article, CallOptions, ContentGateway, DomainError, Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { CONTENT_ENDPOINTS } from './content.endpoints';

/** Content pages (RC article/detail); the HTML is returned as is for the app to sanitise. */
@injectable()
export class HttpContentGateway implements ContentGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async article(id: string, options?: CallOptions): Promise<Result<Article, DomainError>> {
    return replyData(await this.api.call(CONTENT_ENDPOINTS.articleDetail, { id }, options));
  }
}
