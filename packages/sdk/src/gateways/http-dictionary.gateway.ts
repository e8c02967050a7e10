import type { DictionaryGateway, DictionaryItem, DomainError, Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';

/** Dictionaries that fill selects (`dict-biz/dictionary?code=`). */
@injectable()
export class HttpDictionaryGateway implements DictionaryGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async items(code: string): Promise<Result<readonly DictionaryItem[], DomainError>> {
    return replyData(await this.api.call('dictionary', { code }));
  }
}
