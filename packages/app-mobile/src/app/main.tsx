// Boot. The landing URL is captured by the FIRST import, before anything can rewrite history.
import { LANDING_HREF, LANDING_URL } from './landing-url';
import { parseEntryLink } from '@fairpass/domain';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../ui/runtime-config';
import { htmlLangOf, i18nLanguageOf, isAppLanguage, type AppLanguage } from '../ui/app-language';
import type { Shell } from '../ui/shell-context';
import { AppRoot } from './app-root';
import { createContainer } from './container';
import { createI18n } from './i18n';
import { ROUTE_MANIFEST } from '../routes/route-manifest';
import { landingPathOf, preloadRoute } from '../routes/route-preload';
import { applyTheme, themeVariables } from './theme';
import './app.css';

async function boot(root: HTMLElement): Promise<void> {
  const userAgent = navigator.userAgent;
  const runtimeConfig = await loadRuntimeConfig();
  const { client, environment } = createContainer({ runtimeConfig, userAgent, landingUrl: LANDING_URL, origin: location.origin });
  // Stored colours first, so a returning visitor never sees the default theme flash.
  applyTheme(themeVariables(client.session.getSnapshot().config?.theme));

  // A language in the link wins over the stored choice (the organiser sent an English link).
  const link = parseEntryLink(LANDING_HREF);
  const linkLanguage = link.query.languageType;
  const language: AppLanguage = isAppLanguage(linkLanguage) ? linkLanguage : client.session.getSnapshot().language;
  await client.changeLanguage.execute({ language });
  // Started before i18n and React so the exhibition's config is already on its way at first render.
  const firstEntryRun = client.startFromLink.execute({ url: LANDING_HREF });
  const i18n = await createI18n(language);
  preloadRoute(landingPathOf(link), ROUTE_MANIFEST, i18n);
  document.documentElement.lang = htmlLangOf(language);

  const shell: Shell = {
    client,
    runtimeConfig,
    landingUrl: LANDING_URL,
    environment,
    userAgent,
    changeLanguage: (next) => {
      void client.changeLanguage.execute({ language: next });
      document.documentElement.lang = htmlLangOf(next);
      void i18n.changeLanguage(i18nLanguageOf(next));
    },
  };
  createRoot(root).render(<AppRoot shell={shell} i18n={i18n} entryHref={LANDING_HREF} firstEntryRun={firstEntryRun} />);
  // Only the kit's imperative pieces (Toast, Dialog) need the React 19 renderer, and none shows before
  // the visitor acts, so it is registered after the first render instead of weighing on it.
  void import('./ui-kit-react19').then(({ connectUiKitToReact19 }) => connectUiKitToReact19());
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');
boot(root).catch((error: unknown) => {
  // Nothing can be translated yet: a bilingual line is the honest fallback for a broken deployment.
  root.textContent = '页面加载失败，请刷新重试 / The page could not be loaded. Please refresh.';
  throw error;
});
