// Renders screens inside the real providers (i18n, UI-kit locale, shell context, router) over an
// in-memory location and a real SDK client on in-memory storage, so component tests exercise the shell
// as it runs. Pass `apiBaseUrl` (e.g. a contract server's) when the screen under test calls use cases.
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createFairpassClient, MemoryStorageAdapter, SessionStore, type EntryParams, type FairpassClient } from '@fairpass/sdk';
import { createI18n } from '../app/i18n';
import { UiKitLocale } from '../app/ui-kit-locale';
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
  /** The client's own session store, for seeding state a test starts from. */
  readonly session: SessionStore;
  readonly storage: MemoryStorageAdapter;
  readonly i18n: I18n;
  readonly location: ReturnType<typeof memoryLocation>;
};

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const LANDING_URL = 'http://127.0.0.1:7700/?exhibitionId=demo';

export function testRuntimeConfig(apiBaseUrl: string): RuntimeConfig {
  return { apiBaseUrl, clientId: 'saber', clientSecret: 'saber_secret', pcUrl: '/pc/', pcHomeUrl: '', redirectAllowlist: [] };
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
    idempotentRetries: 0,
  });
}

export async function renderShell(ui: ReactNode, options: ShellRenderOptions = {}): Promise<ShellView> {
  const { path = '/', language = 'cn', token, entry, apiBaseUrl = 'http://127.0.0.1:9', userAgent = IPHONE } = options;
  const storage = new MemoryStorageAdapter();
  const client = createTestClient(storage, apiBaseUrl, userAgent);
  const session = client.session;
  if (!(session instanceof SessionStore)) throw new Error('the SDK client is expected to keep a SessionStore');
  if (token) session.setToken(token);
  if (entry) session.setEntry(entry);
  session.setLanguage(language);
  const i18n = await createI18n(language);
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
        <UiKitLocale>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </UiKitLocale>
      </I18nextProvider>
    </ShellContext.Provider>,
  );
  return { ...view, client, session, storage, i18n, location };
}
