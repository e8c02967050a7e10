import { ok, type DictionaryGateway, type DictionaryItem, type DomainError, type Result } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { CONTENT_TOKENS } from './content.tokens';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';

/**
 * Fetches a dictionary (select options). Items are cached per code and language for the life of the
 * client, since one form asks for the same dictionaries again and again; failures are not cached.
 */
@injectable()
export class FetchDictionaryUseCase {
  private readonly cache = new Map<string, readonly DictionaryItem[]>();

  constructor(
    @inject(CONTENT_TOKENS.DictionaryGateway) private readonly dictionaries: DictionaryGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  async execute(input: { code: string }, options?: CallOptions): Promise<Result<readonly DictionaryItem[], DomainError>> {
    const invalid = missingText(input, ['code']);
    if (invalid) return invalid;
    const key = `${input.code}\u0000${this.session.getSnapshot().language}`;
    const cached = this.cache.get(key);
    if (cached) return ok(cached);
    const items = await this.dictionaries.items(input.code, options);
    if (items.ok) this.cache.set(key, items.value);
    return items;
  }
}
