import type { DictionarySeed } from '../data/dictionaries.data';
import { isEmail, isInternationalPhone, isMainlandMobile } from './formats';
import type { FormField, FormFieldRule, LanguageType } from './wire.types';

export type FormValues = Record<string, string | string[]>;

const RULES: Record<FormFieldRule, (value: string) => boolean> = {
  name: (v) => /^[\p{L}][\p{L}\s·.'-]*[\p{L}]$/u.test(v.trim()),
  mobile: isMainlandMobile,
  email: isEmail,
  idNumber: (v) => /^\d{17}[\dX]$/i.test(v),
  creditCode: (v) => /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(v),
  phone: isInternationalPhone,
};

/**
 * Checks submitted values against the form config the way the backend does: required fields, formats,
 * lengths and dictionary options. Returns the first problem as a msg in the caller's language.
 */
export function formProblem(fields: FormField[], values: FormValues, dictionaries: DictionarySeed, language: LanguageType): string | undefined {
  for (const field of fields) {
    const label = language === 'en' ? field.labelEn : field.label;
    const raw = values[field.prop];
    const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    const filled = list.filter((v) => typeof v === 'string' && v.trim() !== '');
    if (filled.length === 0) {
      if (field.required) return language === 'en' ? `Please fill in ${label}` : `请填写${label}`;
      continue;
    }
    if (list.some((v) => typeof v !== 'string')) return invalid(label, language);
    for (const value of filled) {
      if (field.maxLength !== undefined && value.length > field.maxLength) return invalid(label, language);
      if (field.rule && !RULES[field.rule](value)) return invalid(label, language);
      const options = field.dictCode ? dictionaries[field.dictCode]?.cn : undefined;
      if (options && !options.some((o) => o.dictKey === value)) return invalid(label, language);
    }
  }
  return undefined;
}

function invalid(label: string, language: LanguageType): string {
  return language === 'en' ? `${label} is not valid` : `${label}格式不正确`;
}

/** Only the props the form asks for are kept; anything else the client sent is dropped. */
export function keepFormProps(fields: FormField[], values: FormValues): FormValues {
  const kept: FormValues = {};
  for (const field of fields) {
    const value = values[field.prop];
    if (value !== undefined) kept[field.prop] = value;
  }
  return kept;
}
