// Logging out from any screen: the SDK ends the session (on the server too, and locally whatever the
// server answers), then the visitor lands on the login page with the link's parameters kept.
import { hrefOf } from '@fairpass/domain';
import { useLocation, useSearch } from 'wouter';
import { useDebouncedSubmit } from './use-debounced-submit';
import { useUseCase } from './use-use-case';

export function useSignOut(): { readonly signOut: () => void; readonly pending: boolean } {
  const logout = useUseCase((u) => u.logout);
  const search = useSearch();
  const [, navigate] = useLocation();
  const { submit, pending } = useDebouncedSubmit(async () => {
    // The SDK forgets the account whatever the server does; the visitor is never left on this screen.
    await logout.execute().catch(() => undefined);
    navigate(hrefOf('/registration', undefined, Object.fromEntries(new URLSearchParams(search))), { replace: true });
  });
  return { signOut: () => submit(), pending };
}
