// WeChat H5 pay: the browser goes to the server's `h5_url` with `redirect_url` (our /payTransition) and
// comes back there, paid or not. The SDK has checked both addresses against the redirect allowlist.
export const h5CashierUrl = (h5Url: string, returnUrl: string): string =>
  `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(returnUrl)}`;

/** Where the cashier sends the browser back: the landing URL (the link's query kept) at /payTransition. */
export const payReturnUrl = (landingUrl: string, orderId: string, kind?: 'package'): string =>
  `${landingUrl}#/payTransition?orderId=${encodeURIComponent(orderId)}${kind ? `&kind=${kind}` : ''}`;
