// Dictionaries that fill selects (docs/endpoints.md: GET /api/blade-system/dict-biz/dictionary?code=).
import type { DictionaryItem } from '../config/form-field';
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from './call-options';

export interface DictionaryGateway {
  items(code: string, options?: CallOptions): Promise<Result<readonly DictionaryItem[], DomainError>>;
}
