import type { CallOptions, DictionaryGateway, DictionaryItem, DomainError, Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { CONTENT_ENDPOINTS } from './content.endpoints';

/** Dictionaries that fill selects (`dict-biz/dictionary?code=`). */
@injectable()
export class HttpDictionaryGateway implements DictionaryGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async items(code: string, options?: CallOptions): Promise<Result<readonly DictionaryItem[], DomainError>> {
    return replyData(await this.api.call(CONTENT_ENDPOINTS.dictionary, { code }, options));
  }
}
