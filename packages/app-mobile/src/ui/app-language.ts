// The product speaks of languageType 'cn' | 'en' (links, storage, request headers); i18next and the UI kit
// use standard tags. This is the one place the two vocabularies meet.

export type AppLanguage = 'cn' | 'en';

export const DEFAULT_LANGUAGE: AppLanguage = 'cn';

export const isAppLanguage = (value: unknown): value is AppLanguage => value === 'cn' || value === 'en';

export const i18nLanguageOf = (language: AppLanguage): 'zh' | 'en' => (language === 'en' ? 'en' : 'zh');

export const htmlLangOf = (language: AppLanguage): string => (language === 'en' ? 'en' : 'zh-CN');
