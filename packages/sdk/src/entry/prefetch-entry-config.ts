import { parseEntryLink, REQUEST_TIMEOUT_MS, type LanguageType } from '@fairpass/domain';
import type { ClientCredentials } from '../http/basic-client';
import { basicAuthorization } from '../http/basic-client';
import { endpointRequest } from '../http/endpoint-request';
import { CONFIG_READS } from '../http/config-reads';
import { FetchHttpTransport } from '../http/fetch-http.transport';
import type { HttpTransport } from '../http/http-transport';
import { PrimedReads } from '../http/primed-reads';
import { requestHeaders } from '../http/request-headers';
import { WeChatEnvironment } from '../wechat/wechat-environment';

/** Options of {@link prefetchEntryConfig}. */
export interface EntryConfigPrefetchOptions extends ClientCredentials {
  /** API origin, as in the client options; '' means the page's own origin. */
  baseURL: string;
  /** The landing link, hash included: it names the exhibition and the identity. */
  landingHref: string;
  /** The language the visit starts in (the client must be set to the same one). */
  language: LanguageType;
  userAgent: string;
  /** Default: `fetch`, so the reads start before the client's HTTP stack has loaded. */
  transport?: HttpTransport;
  timeoutMs?: number;
}

/**
 * Starts the exhibition's function config and page config reads of the entry flow (spec §2) at once,
 * while the rest of the app is still downloading. Hand the result to `createFairpassClient` as
 * `primedReads`: the entry flow then takes these replies instead of asking again.
 *
 * @example
 * ```ts
 * import { createFairpassClient } from '@fairpass/sdk';
 * import { prefetchEntryConfig } from '@fairpass/sdk/prefetch';
 *
 * declare const clientId: string, clientSecret: string; // your runtime configuration
 * const primedReads = prefetchEntryConfig({ baseURL: '', clientId, clientSecret, landingHref: location.href, language: 'cn', userAgent: navigator.userAgent });
 * const client = createFairpassClient({ baseURL: '', clientId, clientSecret, primedReads });
 * ```
 */
export function prefetchEntryConfig(options: EntryConfigPrefetchOptions): PrimedReads {
  const primed = new PrimedReads();
  const link = parseEntryLink(options.landingHref);
  // Without both the entry flow loads no config (the link is judged wrong), so there is nothing to prime.
  if (!link.exhibitionId || !link.registerType) return primed;
  const headers = requestHeaders(
    {
      exhibitionId: link.exhibitionId,
      registerType: link.registerType,
      userType: link.registerType,
      tenantId: link.tenantId,
      languageType: options.language,
      sourceCode: link.sourceCode,
      visitingGroupId: link.visitingGroupId,
    },
    basicAuthorization(options),
    new WeChatEnvironment({ userAgent: options.userAgent, landingUrl: options.landingHref }).terminal,
  );
  const transport = options.transport ?? new FetchHttpTransport(options.baseURL);
  const scope = { exhibitionId: link.exhibitionId, registerType: link.registerType };
  for (const read of [CONFIG_READS.functionConfig, CONFIG_READS.pageConfig]) {
    const request = endpointRequest(read, scope, headers, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    primed.add(request, transport.send(request));
  }
  return primed;
}
