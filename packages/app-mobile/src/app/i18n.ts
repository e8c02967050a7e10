// i18next with one namespace per screen group: each feature keeps its texts beside its screens
// (features/<area>/texts/{zh,en}.json, namespace = the folder's name) and they are fetched as small
// chunks when a screen asks (where from: feature-text-files.ts, itself fetched on the first ask).
// `common` and `errors` (ui/texts/), which every screen needs, and the login's `registration` are in place
// before the first render, but only in the visit's language (shell-texts/): the other language's come
// when the visitor switches, and i18next awaits them before it switches. No language falls back to the
// other (text-namespaces.test.ts keeps their keys equal), so a visit never fetches both. `errors` starts
// with the general failure's message; the shared codes' are added once fetched (main.ts starts them at
// boot), a business area's with its texts (area-error-texts.ts).
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nLanguageOf, type AppLanguage } from '../ui/app-language';
import { loadAreaErrorTexts } from '../ui/area-error-texts.loader';
import { addSharedErrorTexts } from '../ui/shared-error-texts';
import { fetchedOnce } from '../ui/fetched-once';
import { isShellNamespace, loadShellTexts } from './shell-texts/load-shell-texts';

/** The table of the other namespaces' files, fetched once. */
export const loadTextFiles = fetchedOnce(() => import('./feature-text-files'));

/** The backend of one instance: a namespace's texts, and with them the area error messages its folder
 * holds, so its screens never show a failure before its words are in. */
const lazyBackend = (instance: () => I18n): BackendModule => ({
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (isShellNamespace(namespace) && (language === 'zh' || language === 'en')) {
      loadShellTexts(language).then(
        // A copy, as at the start (createI18n).
        (texts) => callback(null, { ...texts[namespace] }),
        (error: unknown) => callback(error as Error, null),
      );
      return;
    }
    // A namespace is not refused for its area's error messages: a message asked for later fetches them again.
    const areaErrors = loadAreaErrorTexts()
      .then((areas) => areas.addNamespaceErrorTexts(instance(), language, namespace))
      .catch(() => undefined);
    const texts = loadTextFiles().then(({ textFileOf }) => {
      const load = textFileOf(language, namespace);
      if (!load) throw new Error(`no translations for ${language}/${namespace}`);
      return load();
    });
    Promise.all([texts, areaErrors]).then(
      ([module]) => callback(null, module.default),
      (error: unknown) => callback(error as Error, null),
    );
  },
});

/** Resolves once the page is idle, or after two seconds in a browser without idle callbacks. */
const idleSlot = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 2000);
  });

/** Every area's error messages in `language`, in the page's idle time: a failure shown on another area's
 * screen, and kept there as text, then reads in words. */
const addAllInIdleTime = (instance: I18n, language: string): void =>
  void loadAreaErrorTexts()
    .then((areas) => areas.addAllAreaErrorTexts(instance, language, idleSlot))
    .catch(() => undefined);

/** Once the first screen has painted (app-start.tsx): the visit's language's messages of every area. */
export const addEveryAreaErrorText = (instance: I18n): void => addAllInIdleTime(instance, instance.language);

export async function createI18n(language: AppLanguage): Promise<I18n> {
  const lng = i18nLanguageOf(language);
  const shell = await loadShellTexts(lng);
  const instance = i18next.createInstance();
  await instance
    .use(lazyBackend(() => instance))
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: ['zh', 'en'],
      ns: ['common', 'errors', 'registration'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      // `errors` a copy: i18next adds the codes' messages into the object it is given, not into the module's.
      resources: { [lng]: { common: shell.common, errors: { ...shell.errors }, registration: shell.registration } },
      // React escapes what it renders, so i18next must not escape a second time.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  // The shared codes' messages as soon as they are in, again once the visitor switches; every area's after
  // the first screen (addEveryAreaErrorText), again in the other language once the visitor switches.
  const addShared = (language: string) => void addSharedErrorTexts(instance, language).catch(() => undefined);
  addShared(lng);
  instance.on('languageChanged', (language: string) => {
    addShared(language);
    addAllInIdleTime(instance, language);
  });
  return instance;
}
