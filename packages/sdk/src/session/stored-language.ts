import { DEFAULT_LANGUAGE, STORAGE_AREA_OF, STORAGE_KEYS, toLanguageType, type LanguageType, type StoragePort } from '@fairpass/domain';

/** The language the visitor chose on an earlier visit (spec §3 key), else the default. */
export function storedLanguage(storage: StoragePort): LanguageType {
  return toLanguageType(storage.get(STORAGE_AREA_OF.languageType, STORAGE_KEYS.languageType) ?? DEFAULT_LANGUAGE);
}
