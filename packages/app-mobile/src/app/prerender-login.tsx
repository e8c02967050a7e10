// Build time only (build/prerender-login.ts loads it through Vite's SSR loader, in Node): the login screen
// (#/registration) rendered by React into index.html, so it paints with the HTML, before any script. The
// tree is the app's own (AppRoot with its routes), in one language (the build renders zh and en) with no
// exhibition's config yet: what main.ts hydrates when the visit opens the login (first-paint-rule.ts decides).
// The client is the real SDK client over memory storage; nothing is asked of any server while rendering.
import { createFairpassClient } from '@fairpass/sdk';
import { prerenderToNodeStream } from 'react-dom/static';
import type { AppLanguage } from '../ui/app-language';
import { parseRuntimeConfig } from '../ui/runtime-config';
import type { Shell } from '../ui/shell-context';
import { preloadRoute } from '../routes/route-preload';
import { LANDING_TABLE } from '../routes/route-table';
import { AppRoot } from './app-root';
import { PRERENDERED_PATH } from './first-paint-login';
import { createI18n } from './i18n';

/** A Storage held in memory: what the screens read during render (a kept login target, drafts) is empty. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * The link the markup is rendered for: a visitor's registration link on the login screen, opened in a
 * phone's browser (the entry gates pass it; the login screen shows nothing of the link itself).
 */
const ORIGIN = 'https://prerender.invalid';
const LINK = `${ORIGIN}/?exhibitionId=prerender&registerType=visitor&tenantId=000000`;
const USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

function provideBrowserGlobals(): void {
  const scope = globalThis as Record<string, unknown>;
  scope.location ??= new URL(`${LINK}#${PRERENDERED_PATH}`);
  scope.sessionStorage ??= memoryStorage();
  scope.localStorage ??= memoryStorage();
}

/**
 * The markup of `<div id="root">`'s content on the login screen in `language`, with the build's config.json
 * (a deployment that edits its agreement links gets them at hydration, React rendering the form anew).
 */
export async function renderLoginScreen(runtimeConfigJson: unknown, language: AppLanguage): Promise<string> {
  provideBrowserGlobals();
  const runtimeConfig = parseRuntimeConfig(runtimeConfigJson);
  const client = createFairpassClient({
    baseURL: ORIGIN,
    clientId: runtimeConfig.clientId,
    clientSecret: runtimeConfig.clientSecret,
    storage: 'memory',
    navigator: 'memory',
    transport: 'fetch',
    environment: { userAgent: USER_AGENT, landingUrl: LINK },
  });
  // The session's language as main.ts sets it before hydrating (the language switch shows it).
  await client.changeLanguage.execute({ language });
  const i18n = await createI18n(language);
  // The landing routes only, as hydration will have them (routes/use-route-table.ts).
  await preloadRoute(PRERENDERED_PATH, LANDING_TABLE.routes, i18n);
  await i18n.loadNamespaces('registration');
  const shell: Shell = {
    client,
    runtimeConfig,
    landingUrl: LINK,
    environment: client.environment,
    userAgent: USER_AGENT,
    changeLanguage: () => undefined,
  };
  const { prelude } = await prerenderToNodeStream(<AppRoot shell={shell} i18n={i18n} entryHref={`${LINK}#${PRERENDERED_PATH}`} startReady />);
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}
