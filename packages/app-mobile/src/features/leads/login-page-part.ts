// The lead tool's part of the login page, its logged-out screen (issue 29): how many leads wait on this
// phone to reach the server, read from the phone's store with no login — the count only, nothing of any
// account's leads. Nothing when none wait; nothing of the lead tool's code on a phone without its store
// (home/waiting-leads-gate.tsx).
import { lazyPart } from '../../ui/lazy-part';
import type { LoginPagePart } from '../../routes/login-page-part';

export const loginPagePart: LoginPagePart = {
  id: 'leads-waiting',
  panel: lazyPart(() => import('./home/waiting-leads-gate')),
};
