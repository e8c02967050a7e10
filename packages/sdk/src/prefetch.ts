/**
 * The boot prefetch: the exhibition's config reads started before the rest of the SDK has loaded.
 * @module @fairpass/sdk/prefetch
 */
// @fairpass/sdk/prefetch: what a page runs before the SDK's DI stack (inversify, axios, rxjs) has
// loaded, so the exhibition's config is on the wire with the first bytes of the app. No decorators
// here, hence no metadata polyfill.
export { prefetchEntryConfig, type EntryConfigPrefetchOptions } from './entry/prefetch-entry-config';
export { PrimedReads } from './http/primed-reads';
export { FetchHttpTransport } from './http/fetch-http.transport';
export { storedLanguage } from './session/stored-language';
export { WebStorageAdapter } from './storage/web-storage.adapter';
