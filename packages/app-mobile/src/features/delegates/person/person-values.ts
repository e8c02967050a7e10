// The person form as the screen holds it: the mobile twice and one value per field of the exhibition's
// personal-info form (its phone fields and photo left out: the domain's personFieldsOf). Pure functions,
// so "what is checked" and "what is sent" are tested without a browser.
import { localizedField, type FormField, type FormFieldType } from '@fairpass/domain';
import { personFieldsOf, type PersonEntry, type PersonForm } from '@fairpass/domain/delegates';
import type { AppLanguage } from '../../../ui/app-language';

export type PersonValue = string | readonly string[];
export type PersonValues = Readonly<Record<string, PersonValue>>;

/** One field ready to render: texts already in the page's language. */
export interface PersonFieldView {
  readonly prop: string;
  readonly type: FormFieldType;
  readonly label: string;
  readonly placeholder: string;
  readonly required: boolean;
  readonly dictCode: string | undefined;
  readonly maxLength: number | undefined;
}

/** The mobile pair's names in the form's values (never a config prop: personFieldsOf leaves phones out). */
export const PHONE = 'phone';
export const CONFIRM_PHONE = 'confirmPhone';

export const personFieldViews = (fields: readonly FormField[], language: AppLanguage): PersonFieldView[] =>
  personFieldsOf(fields).map((field) => ({
    prop: field.prop,
    type: field.type,
    // An exhibition that forgot one language's text still shows the other rather than an empty label.
    label: localizedField(field, 'label', language) || field.prop,
    placeholder: localizedField(field, 'placeholder', language),
    required: field.required,
    dictCode: field.dictCode,
    maxLength: field.maxLength,
  }));

/** Codes of the dictionaries the form needs, each once. */
export const dictionaryCodesOf = (fields: readonly FormField[]): string[] => [...new Set(personFieldsOf(fields).flatMap((field) => (field.dictCode ? [field.dictCode] : [])))];

const emptyOf = (type: FormFieldType): PersonValue => (type === 'checkbox' ? [] : '');

/** An empty form, or a waiting member's values to edit (the mobile in both boxes). */
export function initialPersonValues(fields: readonly FormField[], entry?: PersonEntry): PersonValues {
  const values: Record<string, PersonValue> = { [PHONE]: entry?.phone ?? '', [CONFIRM_PHONE]: entry?.phone ?? '' };
  for (const field of personFieldsOf(fields)) values[field.prop] = entry?.values[field.prop] ?? emptyOf(field.type);
  return values;
}

const text = (value: PersonValue | undefined): string => (typeof value === 'string' ? value : '');

/** The form as the domain's personFormErrors reads it. */
export const personFormOf = (fields: readonly FormField[], values: PersonValues): PersonForm => ({
  phone: text(values[PHONE]),
  confirmPhone: text(values[CONFIRM_PHONE]),
  values: Object.fromEntries(personFieldsOf(fields).map((field) => [field.prop, values[field.prop] ?? emptyOf(field.type)])),
});

/** What is sent: the mobile and the form's fields only, text trimmed, multi-choice as lists. */
export function personEntryOf(fields: readonly FormField[], values: PersonValues): PersonEntry {
  const sent: Record<string, string | readonly string[]> = {};
  for (const field of personFieldsOf(fields)) {
    const value = values[field.prop] ?? emptyOf(field.type);
    sent[field.prop] = typeof value === 'string' ? value.trim() : [...value];
  }
  return { phone: text(values[PHONE]).trim(), values: sent };
}

/** The person's name as the form has it: `name`, else the English form's first and last name. */
export function personNameOf(entry: PersonEntry): string {
  const value = (prop: string) => {
    const found = entry.values[prop];
    return typeof found === 'string' ? found.trim() : '';
  };
  return value('name') || [value('firstName'), value('lastName')].filter(Boolean).join(' ');
}
