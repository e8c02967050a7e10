// "Log in, then come back": the login page's address carrying the link's entry parameters, so the
// next step after login returns a visitor who opened a claim or sign-in link to that page.
import { hrefOf } from '@fairpass/domain';
import { useSession } from './use-session';

export function useLoginHref(): string {
  const entry = useSession((s) => s.entry);
  const params = Object.fromEntries(Object.entries(entry).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
  return hrefOf('/registration', undefined, params);
}
