// i18next with one namespace per area. `common` and `errors` ship with the shell in both languages (every
// screen needs them; lazy English ones would cost an English visitor a round trip before the first screen
// to save a Chinese one 1.5 KiB); the other namespaces are fetched as small chunks when a screen asks.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCommon from '../i18n/zh/common.json';
import zhErrors from '../i18n/zh/errors.json';
import enCommon from '../i18n/en/common.json';
import enErrors from '../i18n/en/errors.json';
import { i18nLanguageOf, type AppLanguage } from '../ui/app-language';

const lazyNamespaces = import.meta.glob<{ default: Record<string, unknown> }>([
  '../i18n/*/*.json',
  '!../i18n/*/common.json',
  '!../i18n/*/errors.json',
]);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazyNamespaces[`../i18n/${language}/${namespace}.json`];
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
