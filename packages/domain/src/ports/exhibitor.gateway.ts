// Exhibitor endpoints (docs/endpoints.md: dept/getByExhibitionIdAndUserId, cacheUserIdAndToken).
import type { DomainError, Result } from '../errors/result';
import type { ExhibitorInfo } from '../identity/exhibitor-info';

export interface ExhibitorGateway {
  /** The exhibitor company of a user, or null when the user belongs to none. */
  exhibitorDept(input: { userId: string; exhibitionId: string }): Promise<Result<ExhibitorInfo | null, DomainError>>;
  /** Hands the session to the exhibitor services site: returns a one-time cache key, never the token. */
  cacheUserIdAndToken(input: { exhibitionId: string }): Promise<Result<{ readonly cacheKey: string }, DomainError>>;
}
