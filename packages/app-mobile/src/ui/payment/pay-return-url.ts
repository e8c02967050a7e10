// WeChat H5 pay sends the browser back to this address, paid or not; the SDK hands out the cashier's
// address with it appended as `redirect_url`, both checked against the redirect allowlist.

/** Where the cashier sends the browser back: the landing URL (the link's query kept) at /payTransition. */
export const payReturnUrl = (landingUrl: string, orderId: string, kind?: 'package'): string =>
  `${landingUrl}#/payTransition?orderId=${encodeURIComponent(orderId)}${kind ? `&kind=${kind}` : ''}`;
