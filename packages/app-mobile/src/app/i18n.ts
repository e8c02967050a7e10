// i18next with one namespace per screen group: each feature keeps its texts beside its screens
// (features/<area>/texts/{zh,en}.json, namespace = the folder's name) and they are fetched as small
// chunks when a screen asks. `common` and `errors` (ui/texts/) ship with the shell in both languages
// (every screen needs them; lazy English ones would cost an English visitor a round trip before the first
// screen to save a Chinese one 1.5 KiB).
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../ui/texts/common/en.json';
import zhCommon from '../ui/texts/common/zh.json';
import enErrors from '../ui/texts/errors/en.json';
import zhErrors from '../ui/texts/errors/zh.json';
import { i18nLanguageOf, type AppLanguage } from '../ui/app-language';

const featureTexts = import.meta.glob<{ default: Record<string, unknown> }>('../features/*/texts/*.json');

/** `../features/registration/texts/en.json` → the loader of namespace `registration` in `en`. */
export const FEATURE_TEXT_FILE = (language: string, namespace: string): string => `../features/${namespace}/texts/${language}.json`;

/** The namespaces the features bring (for the parity test). */
export const FEATURE_NAMESPACES: readonly string[] = [
  ...new Set(Object.keys(featureTexts).map((file) => file.split('/')[2]!)),
].sort();

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = featureTexts[FEATURE_TEXT_FILE(language, namespace)];
    if (!load) {
      callback(new Error(`no translations for ${language}/${namespace}`), null);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

export async function createI18n(language: AppLanguage): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: i18nLanguageOf(language),
      fallbackLng: 'zh',
      supportedLngs: ['zh', 'en'],
      ns: ['common', 'errors'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: {
        zh: { common: zhCommon, errors: zhErrors },
        en: { common: enCommon, errors: enErrors },
      },
      // React escapes what it renders, so i18next must not escape a second time.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return instance;
}
