// Names under which the app keeps state in Web Storage (spec §3). Adapters must use these names so
// the desktop site and older pages sharing the origin read the same values.

export const STORAGE_KEYS = {
  sysConfig: 'sysConfig',
  languageType: 'languageType',
  /** The registration page title, used when a route has none (spec §2). */
  title: 'title',
  exhibitionId: 'exhibitionId',
  registrationSource: 'registrationSource',
  /** The bearer token of this session (sent as Blade-Auth, never in URLs). */
  accessToken: 'accessToken',
  /** A token handed over by a third-party system (e.g. an imaster hand-off). */
  thirdPartyToken: 'thirdPartyToken',
  userInfo: 'userInfo',
  /** Epoch ms of the last WeChat openid redirect (refreshed after OPENID_REFRESH_SECONDS). */
  openidTimestamp: 'openidTimestamp',
  /** The nonce of this tab's WeChat openid redirect: an openid is believed only when it comes back with it. */
  openidState: 'openidState',
  /** The link parameters kept so /jump can restart the flow after a 401. */
  jumpParams: 'jumpParams',
  /** The parsed entry link, so headers survive hash navigations that drop the query. */
  entryContext: 'entryContext',
  /** This tab's name as the lead outbox's sender: a reload keeps it, so the tab's own claims are not waited for. */
  leadSyncTab: 'leadSyncTab',
} as const;

/**
 * Prefixes of keys made per form or field (session storage): a form's draft until it is submitted, and
 * when a verification code may be asked for again (epoch ms), so a reload neither empties a form nor
 * offers "get code" while the server still says wait.
 */
export const DRAFT_KEY_PREFIX = 'fairpass.draft.';
export const RESEND_AT_KEY_PREFIX = 'fairpass.resendAt.';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export type StorageArea = 'session' | 'local';

/**
 * Which area each key lives in: the language choice and the openid time stamp outlive the tab (the user
 * expects the language to stick; the openid refresh is time based); everything tied to one link visit
 * stays in the session.
 */
export const STORAGE_AREA_OF: Readonly<Record<StorageKey, StorageArea>> = {
  sysConfig: 'session',
  languageType: 'local',
  title: 'session',
  exhibitionId: 'session',
  registrationSource: 'session',
  accessToken: 'session',
  thirdPartyToken: 'session',
  userInfo: 'session',
  openidTimestamp: 'local',
  openidState: 'session',
  jumpParams: 'session',
  entryContext: 'session',
  leadSyncTab: 'session',
};
