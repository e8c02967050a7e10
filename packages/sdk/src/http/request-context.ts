/** Per-request values of spec §7 that come from the link and the session, read fresh for every call. */
export interface RequestContext {
  token?: string | undefined;
  userType?: string | undefined;
  exhibitionId?: string | undefined;
  registerType?: string | undefined;
  tenantId?: string | undefined;
  languageType?: string | undefined;
  sourceCode?: string | undefined;
  visitingGroupId?: string | undefined;
}

/** The terminal the backend is told about: the WeChat in-app browser or a plain mobile browser. */
export type Terminal = 'wechat' | 'H5';
