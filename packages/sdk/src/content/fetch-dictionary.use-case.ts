import { ok, type DictionaryGateway, type DictionaryItem, type DomainError, type Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { CONTENT_TOKENS } from './content.tokens';
import { inject, injectable } from 'inversify';
import { type ErrorOf, HTTP_FAILURES, withinCodes } from '../operations/operation-errors';
import { missingText } from '../operations/input-guard';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';

/** What fetch dictionary can fail with. */
export const FETCH_DICTIONARY_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

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

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_DICTIONARY_ERRORS}. */
  async execute(input: { code: string }, options?: CallOptions): Promise<Result<readonly DictionaryItem[], ErrorOf<typeof FETCH_DICTIONARY_ERRORS>>> {
    return withinCodes(await this.run(input, options), FETCH_DICTIONARY_ERRORS);
  }

  private async run(input: { code: string }, options?: CallOptions): Promise<Result<readonly DictionaryItem[], DomainError>> {
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
