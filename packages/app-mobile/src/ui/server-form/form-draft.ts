// A server-built form (/infoWap, the exhibitor's company form) as a screen holds it: one draft value per server field, built from the server's
// form config. Pure functions, so the rules "what is pre-filled" and "what is submitted" are tested
// without a browser.
import { localizedField, type FormField, type FormFieldType, type FormValues } from '@fairpass/domain';
import type { AppLanguage } from '../app-language';

export type DraftValue = string | readonly string[];
export type FormDraft = Readonly<Record<string, DraftValue>>;

/** One field ready to render: texts already in the visitor's language. */
export interface FieldView {
  readonly prop: string;
  readonly type: FormFieldType;
  readonly label: string;
  readonly placeholder: string;
  readonly required: boolean;
  readonly dictCode: string | undefined;
  readonly maxLength: number | undefined;
}

/** Field types whose value is typed freely (the only ones a pre-fill may touch). */
const TYPED: ReadonlySet<FormFieldType> = new Set(['input', 'textarea']);

export const fieldViewsOf = (fields: readonly FormField[], language: AppLanguage): FieldView[] =>
  fields.map((field) => {
    // An exhibition that forgot one language's text still shows the other rather than an empty label.
    const label = localizedField(field, 'label', language) || field.prop;
    const placeholder = localizedField(field, 'placeholder', language);
    return {
      prop: field.prop,
      type: field.type,
      label,
      placeholder,
      required: field.required,
      dictCode: field.dictCode,
      maxLength: field.maxLength,
    };
  });

/** Codes of the dictionaries the form needs, each once. */
export const dictionaryCodesOf = (fields: readonly FormField[]): string[] => [
  ...new Set(fields.flatMap((field) => (field.dictCode ? [field.dictCode] : []))),
];

export const emptyValueOf = (type: FormFieldType): DraftValue => (type === 'checkbox' ? [] : '');

/**
 * The starting draft: every field empty, then typed fields pre-filled from what is already known (the
 * user record, a scanned business card). Choice fields are never pre-filled from free text: a card's
 * "Sales director" is not a key of the position dictionary.
 */
export const initialDraft = (
  fields: readonly FormField[],
  known: Readonly<Record<string, string | undefined>>,
): FormDraft => {
  const draft: Record<string, DraftValue> = {};
  for (const field of fields) {
    const value = known[field.prop]?.trim();
    draft[field.prop] = TYPED.has(field.type) && value ? value : emptyValueOf(field.type);
  }
  return draft;
};

/** What is sent: only the configured fields, text trimmed, multi-choice as lists. */
export const submittedValues = (fields: readonly FormField[], draft: FormDraft): FormValues => {
  const values: Record<string, string | readonly string[]> = {};
  for (const field of fields) {
    const value = draft[field.prop] ?? emptyValueOf(field.type);
    values[field.prop] = typeof value === 'string' ? value.trim() : [...value];
  }
  return values;
};

/** What the user record already says, under the form props the seeded and real configs use. */
export const knownValuesOf = (user: Partial<Record<string, unknown>> | null): Record<string, string> => {
  const known: Record<string, string> = {};
  for (const prop of ['name', 'firstName', 'lastName', 'company', 'companyEnName', 'phone', 'email', 'idNumber']) {
    const value = user?.[prop];
    if (typeof value === 'string' && value.trim() !== '') known[prop] = value;
  }
  return known;
};
