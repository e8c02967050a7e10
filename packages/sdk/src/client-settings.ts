/** Settings fixed when the client is created, shared by the use cases that need them. */
export interface ClientSettings {
  /** Origins a server-provided jump address may lead to (exact origin match). */
  readonly allowedRedirectOrigins: readonly string[];
  /** API origin ('' for same-origin) used to build the WeChat openid redirect. */
  readonly apiBaseUrl: string;
}
