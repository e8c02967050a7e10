// Time limits of spec §9 (§7 for the request time-outs).

export const REQUEST_TIMEOUT_MS = 300_000;
/**
 * How long a keyed write (a POST the server runs once per Idempotency-Key) waits for its answer before
 * it ends as NETWORK.TIMEOUT (issue 25): the visitor is told the connection is slow and can send it
 * again with the same key, which the server answers with the first outcome. Uploads keep
 * UPLOAD_TIMEOUT_MS, reads REQUEST_TIMEOUT_MS.
 */
export const WRITE_TIMEOUT_MS = 20_000;
/** How long a form's write may run before the form says the connection is slow and offers to keep waiting or try again. */
export const SLOW_WRITE_NOTICE_MS = 8_000;
export const UPLOAD_TIMEOUT_MS = 6_000_000;
/**
 * How long a logout waits for the server (the openid's unbinding in WeChat, then the token's end) before
 * it forgets the account on the device anyway: someone handing back a shared phone in a hall without
 * signal is logged out at once, not after a request's 300 s. The server's calls go on meanwhile.
 */
export const LOGOUT_SERVER_WAIT_MS = 5_000;
/** The WeChat openid redirect is repeated when the stored time stamp is older than this. */
export const OPENID_REFRESH_SECONDS = 600;
/** Submit buttons ignore repeated clicks within this window (on top of the SDK's in-flight lock). */
export const CLICK_DEBOUNCE_MS = 1_500;
/**
 * How long a "get code" button rests after a verification code went out, so a visitor cannot flood
 * their own phone or inbox. The spec gives no figure; 60 s is what the app has always waited.
 */
export const RESEND_WAIT_SECONDS = 60;
/**
 * How long an unpaid order stays payable before the server closes it (issue 13; Hi.Events' default,
 * pretix reserves 30 minutes). The server's `remainingSeconds` rules; this is the fallback for an
 * order that arrives without it.
 */
export const ORDER_TIMEOUT_SECONDS = 15 * 60;

/** Whether the openid must be fetched again, given the stored time stamp (epoch ms) and now (epoch ms). */
export const isOpenidStale = (storedAtMs: number | null | undefined, nowMs: number): boolean =>
  storedAtMs == null || !Number.isFinite(storedAtMs) || nowMs - storedAtMs > OPENID_REFRESH_SECONDS * 1000;
