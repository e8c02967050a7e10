// The exhibition's name in the visitor's language, from the loaded function config (the other
// language's title when one is empty).
import type { FunctionConfig } from '@fairpass/domain';
import type { AppLanguage } from '../../ui/app-language';

export const exhibitionTitleOf = (config: Pick<FunctionConfig, 'pageTitle' | 'pageTitleEn'> | null | undefined, language: AppLanguage): string =>
  (language === 'en' ? config?.pageTitleEn || config?.pageTitle : config?.pageTitle || config?.pageTitleEn) ?? '';
