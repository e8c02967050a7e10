// Evaluated by the first import of main.ts, before any other module can rewrite history: WeChat on iOS
// signs the URL the page was first opened with (without the hash), so it must be captured here.
import { withoutLinkCredentials } from '@fairpass/domain';

export const LANDING_URL: string = location.href.split('#')[0] ?? location.href;

/** The whole landing link, hash included: the entry flow reads parameters from both halves. */
export const LANDING_HREF: string = location.href;

// A credential in the address (WeChat's openid, an imaster code, a token) is read once, from
// LANDING_HREF, by the entry flow; the address loses it at once, so WeChat's menu, a copied link, a new
// tab and every in-app link carry none of it (whoever opened such a link would be logged in as us).
forgetLinkCredentials();

function forgetLinkCredentials(): void {
  const clean = withoutLinkCredentials(location.href);
  if (clean !== location.href) history.replaceState(history.state, '', clean);
}
