// Picks the share title, description and image for the current language (spec §3 share config).
// English falls back to the Chinese text field by field: a Chinese title beats an empty share card.
import type { LanguageType } from '../config/language';
import type { FunctionConfig } from '../config/function-config';

type ShareFields = 'shareTitle' | 'shareTitleEn' | 'shareDesc' | 'shareDescEn' | 'shareImage' | 'shareImageEn';

export type ShareTexts = { readonly title: string; readonly desc: string; readonly imgUrl: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const pick = (cn: unknown, en: unknown, language: LanguageType): string =>
  language === 'en' ? text(en) || text(cn) : text(cn);

export const shareConfigFor = (
  config: Partial<Pick<FunctionConfig, ShareFields>> | null | undefined,
  language: LanguageType,
): ShareTexts => ({
  title: pick(config?.shareTitle, config?.shareTitleEn, language),
  desc: pick(config?.shareDesc, config?.shareDescEn, language),
  imgUrl: pick(config?.shareImage, config?.shareImageEn, language),
});
