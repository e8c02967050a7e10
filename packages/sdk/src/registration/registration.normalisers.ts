// The registration area's replies in the domain's shape, whatever placeholders the backend wrote for
// absent values ("" / -1 / {}; see wire/absent-values.ts).
import type { BusinessCardScan, ExhibitorInfo, FormField, Questionnaire, UserInfo } from '@fairpass/domain';
import { isEmptyObject, objectOrNull, withoutPlaceholders } from '../wire/absent-values';
import { normaliseUserInfo } from '../wire/user-info.normaliser';

/** Form fields without "" rules/dictionaries/placeholders or a -1 length limit (which would refuse every value). */
export const normaliseFormFields = (fields: FormField[]): FormField[] =>
  fields.map((field) => withoutPlaceholders(field, ['dictCode', 'rule', 'placeholder', 'placeholderEn'], ['maxLength']));

/** `{}` is "no questionnaire at this index". */
export const normaliseQuestionnaire = (questionnaire: Questionnaire | null): Questionnaire | null =>
  isEmptyObject(questionnaire) ? null : questionnaire;

/** `{}` is "the user belongs to no exhibitor". */
export const normaliseExhibitorInfo = (info: ExhibitorInfo | null): ExhibitorInfo | null => objectOrNull(info);

/** Card fields the server could not read are absent, not "". */
export const normaliseBusinessCardScan = (scan: BusinessCardScan): BusinessCardScan => ({
  ...scan,
  fields: withoutPlaceholders(scan.fields ?? {}, ['name', 'company', 'position', 'phone', 'email']),
});

export const normaliseUser = (user: UserInfo): UserInfo => normaliseUserInfo(user);
