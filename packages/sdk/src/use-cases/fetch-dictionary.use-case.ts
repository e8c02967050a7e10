import { ok, type DictionaryGateway, type DictionaryItem, type DomainError, type Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
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
    @inject(TOKENS.DictionaryGateway) private readonly dictionaries: DictionaryGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  async execute(input: { code: string }): Promise<Result<readonly DictionaryItem[], DomainError>> {
    const key = `${input.code}\u0000${this.session.getSnapshot().language}`;
    const cached = this.cache.get(key);
    if (cached) return ok(cached);
    const items = await this.dictionaries.items(input.code);
    if (items.ok) this.cache.set(key, items.value);
    return items;
  }
}
