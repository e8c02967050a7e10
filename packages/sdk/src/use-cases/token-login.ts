import { ok, type AuthGateway, type AuthToken, type CallOptions, type DomainError, type Result, type TokenGrant } from '@fairpass/domain';
import type { SessionStore } from '../session/session.store';
import { tokenContext } from '../session/token-context';

/**
 * What a login resolves to: the token endpoint's answer (the access token, the user's ids and names)
 * without the refresh token, which stays inside the SDK (it renews the access token on a 401 itself).
 */
export type LoginToken = Omit<AuthToken, 'refreshToken'>;

/**
 * The step every login use case shares: ask the token endpoint with the visit's link context and keep
 * the token in the session. Each grant stays its own use case so callers see one name per login way.
 */
export async function loginWithGrant(
  auth: AuthGateway,
  session: SessionStore,
  grant: TokenGrant,
  options?: CallOptions,
): Promise<Result<LoginToken, DomainError>> {
  const token = await auth.requestToken(grant, tokenContext(session.getSnapshot()), options);
  if (!token.ok) return token;
  const { refreshToken, ...rest } = token.value;
  session.setToken(rest.accessToken, refreshToken);
  return ok(rest);
}
