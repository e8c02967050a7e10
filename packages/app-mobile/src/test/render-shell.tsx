// Renders screens inside the real providers (i18n, UI-kit locale, shell context, router) over an
// in-memory location and a real SDK client on in-memory storage, so component tests exercise the shell
// as it runs. Pass `apiBaseUrl` (e.g. a contract server's) when the screen under test calls use cases.
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { STORAGE_AREA_OF, STORAGE_KEYS } from '@fairpass/domain';
import { createFairpassClient, MemoryStorageAdapter, type EntryParams, type FairpassClient } from '@fairpass/sdk';
import { sessionStoreOf, type SessionStore } from '@fairpass/sdk/testing';
import { createI18n } from '../app/i18n';
import { loadErrorCatalogue } from '../ui/use-error-message';
import { addSharedErrorTexts } from '../ui/shared-error-texts';
import { i18nLanguageOf, type AppLanguage } from '../ui/app-language';
import type { RuntimeConfig } from '../ui/runtime-config';
import { ShellContext, type Shell } from '../ui/shell-context';

export interface ShellRenderOptions {
  readonly path?: string;
  readonly language?: AppLanguage;
  readonly token?: string;
  /** Link parameters already kept by the SDK (as after the entry flow). */
  readonly entry?: EntryParams;
  /** Where the client's requests go; default: a closed local port (any call fails as a network error). */
  readonly apiBaseUrl?: string;
  readonly userAgent?: string;
}

export type ShellView = RenderResult & {
  readonly client: FairpassClient;
  /** The client's writable session store (`@fairpass/sdk/testing`), for moving state mid-test. */
  readonly session: SessionStore;
  readonly storage: MemoryStorageAdapter;
  readonly i18n: I18n;
  readonly location: ReturnType<typeof memoryLocation>;
};

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const LANDING_URL = 'http://127.0.0.1:7700/?exhibitionId=demo';

export function testRuntimeConfig(apiBaseUrl: string): RuntimeConfig {
  return { apiBaseUrl, clientId: 'saber', clientSecret: 'saber_secret', pcUrl: '/pc/', pcHomeUrl: '', redirectAllowlist: [], agreementArticles: { privacy: '2', initiative: '4' } };
}

export function createTestClient(storage: MemoryStorageAdapter, apiBaseUrl: string, userAgent = IPHONE): FairpassClient {
  return createFairpassClient({
    baseURL: apiBaseUrl,
    clientId: 'saber',
    clientSecret: 'saber_secret',
    storage,
    navigator: 'memory',
    wechat: 'noop',
    environment: { userAgent, landingUrl: LANDING_URL },
    retry: { retries: 0 },
    // Node's fetch: no CORS between the jsdom page and a contract server on any free port.
    transport: 'fetch',
  });
}

/**
 * Puts a session where the SDK keeps it (spec §3 keys), as a previous page load would have left it; a
 * client created afterwards on the same storage starts from it.
 */
export function seedSession(storage: MemoryStorageAdapter, seed: { token?: string; entry?: EntryParams; language?: AppLanguage }): void {
  if (seed.token) storage.set(STORAGE_AREA_OF.accessToken, STORAGE_KEYS.accessToken, seed.token);
  if (seed.entry) storage.set(STORAGE_AREA_OF.entryContext, STORAGE_KEYS.entryContext, seed.entry);
  if (seed.language) storage.set(STORAGE_AREA_OF.languageType, STORAGE_KEYS.languageType, seed.language);
}

export async function renderShell(ui: ReactNode, options: ShellRenderOptions = {}): Promise<ShellView> {
  const { path = '/', language = 'cn', token, entry, apiBaseUrl = 'http://127.0.0.1:9', userAgent = IPHONE } = options;
  const storage = new MemoryStorageAdapter();
  seedSession(storage, { token, entry, language });
  const client = createTestClient(storage, apiBaseUrl, userAgent);
  const session = sessionStoreOf(client);
  const i18n = await createI18n(language);
  // In as they are once the app's first screen has painted (main.ts, i18n.ts).
  await loadErrorCatalogue();
  await addSharedErrorTexts(i18n, i18n.language);
  const location = memoryLocation({ path, record: true });
  const shell: Shell = {
    client,
    runtimeConfig: testRuntimeConfig(apiBaseUrl),
    landingUrl: LANDING_URL,
    environment: client.environment,
    userAgent,
    changeLanguage: (next) => {
      void client.changeLanguage.execute({ language: next });
      void i18n.changeLanguage(i18nLanguageOf(next));
    },
  };
  const view = render(
    <ShellContext.Provider value={shell}>
      <I18nextProvider i18n={i18n}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </I18nextProvider>
    </ShellContext.Provider>,
  );
  return { ...view, client, session, storage, i18n, location };
}
