import type { AuthGateway, AuthToken, CallOptions, DomainError, Result, TokenGrant } from '@fairpass/domain';
import type { SessionStore } from '../session/session.store';
import { tokenContext } from '../session/token-context';

/**
 * The step every login use case shares: ask the token endpoint with the visit's link context and keep
 * the token in the session. Each grant stays its own use case so callers see one name per login way.
 */
export async function loginWithGrant(
  auth: AuthGateway,
  session: SessionStore,
  grant: TokenGrant,
  options?: CallOptions,
): Promise<Result<AuthToken, DomainError>> {
  const token = await auth.requestToken(grant, tokenContext(session.getSnapshot()), options);
  if (token.ok) session.setToken(token.value.accessToken, token.value.refreshToken);
  return token;
}
