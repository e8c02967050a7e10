// Boot, in two halves, so the exhibition's config is on the wire before React has even arrived. This
// entry holds the SDK (its HTTP stack and DI container): it reads the runtime config, builds the client
// and starts the entry flow. React, i18n, the routes and the shell come in app-start.tsx, which
// index.html fetches in parallel with this entry (build/preload-chunks.ts), as it does the login screen.
// The landing URL is captured by the FIRST import, before anything can rewrite history.
import { LANDING_HREF, LANDING_URL } from './landing-url';
import { parseEntryLink } from '@fairpass/domain';
import { loadRuntimeConfig } from '../ui/runtime-config';
import { isAppLanguage, type AppLanguage } from '../ui/app-language';
import { createContainer } from './container';
import { applyTheme, themeVariables } from './theme';
import { landingPathOf } from '../routes/landing-path';
// The kit's global styles (CSS variables, base rules): components are imported one by one, not via its index.
import 'antd-mobile/es/global';
import './app.css';

async function boot(root: HTMLElement): Promise<void> {
  const appStart = import('./app-start');
  // Awaited below; this only keeps an early failure from being reported as unhandled meanwhile.
  appStart.catch(() => undefined);
  const link = parseEntryLink(LANDING_HREF);

  const userAgent = navigator.userAgent;
  const runtimeConfig = await loadRuntimeConfig();
  const { client, environment } = createContainer({ runtimeConfig, userAgent, landingUrl: LANDING_URL, origin: location.origin });
  // Stored colours first, so a returning visitor never sees the default theme flash.
  applyTheme(themeVariables(client.session.getSnapshot().config?.theme));

  // A language in the link wins over the stored choice (the organiser sent an English link).
  const linkLanguage = link.query.languageType;
  const language: AppLanguage = isAppLanguage(linkLanguage) ? linkLanguage : client.session.getSnapshot().language;
  await client.changeLanguage.execute({ language });
  const entryRun = client.startFromLink.execute({ url: LANDING_HREF });

  const { startApp } = await appStart;
  await startApp({ root, client, environment, runtimeConfig, userAgent, language, landingPath: landingPathOf(link), entryRun });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');
boot(root).catch((error: unknown) => {
  // Nothing can be translated yet: a bilingual line is the honest fallback for a broken deployment.
  root.textContent = '页面加载失败，请刷新重试 / The page could not be loaded. Please refresh.';
  throw error;
});
