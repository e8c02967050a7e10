// Picks the share title, description and image for the current language (spec §3 share config), field
// by field with the one rule of localized-text.ts: a text in the other language beats an empty share card.
import type { LanguageType } from '../config/language';
import { localizedText } from '../config/localized-text';
import type { FunctionConfig } from '../config/function-config';

type ShareFields = 'shareTitle' | 'shareTitleEn' | 'shareDesc' | 'shareDescEn' | 'shareImage' | 'shareImageEn';

export type ShareTexts = { readonly title: string; readonly desc: string; readonly imgUrl: string };

const pick = (cn: unknown, en: unknown, language: LanguageType): string => localizedText(language, cn, en).trim();

export const shareConfigFor = (
  config: Partial<Pick<FunctionConfig, ShareFields>> | null | undefined,
  language: LanguageType,
): ShareTexts => ({
  title: pick(config?.shareTitle, config?.shareTitleEn, language),
  desc: pick(config?.shareDesc, config?.shareDescEn, language),
  imgUrl: pick(config?.shareImage, config?.shareImageEn, language),
});
