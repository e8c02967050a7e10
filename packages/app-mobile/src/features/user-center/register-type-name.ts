// The visitor's register type as the exhibition names it (functionConfig.registrationTypeList), in the
// visitor's language; a type the list does not name shows as sent.
import { localizedField, type RegistrationTypeOption } from '@fairpass/domain';
import type { AppLanguage } from '../../ui/app-language';

export const registerTypeNameOf = (
  list: readonly RegistrationTypeOption[] | undefined,
  registerType: string,
  language: AppLanguage,
): string => {
  const option = list?.find((entry) => entry.registerType === registerType);
  if (!option) return registerType;
  return localizedField(option, 'name', language) || registerType;
};
