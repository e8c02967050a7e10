// The composition root of the app: ONE SDK client for the whole visit, built at startup from the runtime
// config. Screens never see this file; they reach the client through the hooks in src/ui/.
import type { Environment } from '@fairpass/domain';
import { createFairpassClient, type PrimedReads } from '@fairpass/sdk';
import { forgetAppDataWithAccount } from '../ui/forget-app-data';
import type { RuntimeConfig } from '../ui/runtime-config';
import type { ShellClient } from '../ui/shell-client';
import { wouterNavigator } from './wouter.navigator';

export interface Container {
  readonly client: ShellClient;
  readonly environment: Environment;
}

export interface ContainerInput {
  readonly runtimeConfig: RuntimeConfig;
  readonly userAgent: string;
  /** The page URL as first opened (WeChat on iOS signs it). */
  readonly landingUrl: string;
  /** The app's own origin: always an allowed redirect target, whatever the deployment lists. */
  readonly origin: string;
  /** The boot prefetch's replies (main.ts). */
  readonly primedReads?: PrimedReads;
}

export function createContainer({ runtimeConfig, userAgent, landingUrl, origin, primedReads }: ContainerInput): Container {
  const client = createFairpassClient({
    baseURL: runtimeConfig.apiBaseUrl,
    clientId: runtimeConfig.clientId,
    clientSecret: runtimeConfig.clientSecret,
    storage: 'web',
    // fetch, as the boot prefetch already uses: the first screen then ships no axios (~14 KiB gzip).
    transport: 'fetch',
    // The SDK's navigations (401 → /jump or /error) go through the same hash location wouter renders.
    navigator: wouterNavigator,
    environment: { userAgent, landingUrl },
    // Left to the SDK: the JS-SDK bridge inside WeChat's user agent, its no-op twin anywhere else.
    allowedRedirectOrigins: [origin, ...runtimeConfig.redirectAllowlist.filter((entry) => entry !== origin)],
    primedReads,
  });
  // Logout, a 401 and another account's login drop the app's drafts and write keys with the account.
  forgetAppDataWithAccount(client);
  return { client, environment: client.environment };
}
