// Exhibitor session hand-off (docs/endpoints.md: cacheUserIdAndToken). The exhibitor company lookup
// belongs to the registration area (registration.gateway.ts).
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from './call-options';

export interface ExhibitorGateway {
  /** Hands the session to the exhibitor services site: returns a one-time cache key, never the token. */
  cacheUserIdAndToken(input: { exhibitionId: string }, options?: CallOptions): Promise<Result<{ readonly cacheKey: string }, DomainError>>;
}
