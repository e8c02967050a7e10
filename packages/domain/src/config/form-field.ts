// Server-driven form definitions (formConfig, formConfigForExhibitorSelf; docs/endpoints.md).

export type FormFieldType = 'input' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'date' | 'image';
export type FormFieldRule = 'name' | 'mobile' | 'email' | 'idNumber' | 'creditCode' | 'phone';

export interface FormField {
  /** The key under which the value is submitted. */
  readonly prop: string;
  readonly label: string;
  readonly labelEn: string;
  readonly type: FormFieldType;
  readonly required: boolean;
  /** Dictionary code whose items fill a select/radio/checkbox. */
  readonly dictCode?: string;
  readonly rule?: FormFieldRule;
  readonly maxLength?: number;
  readonly placeholder?: string;
  readonly placeholderEn?: string;
}

/** A dictionary entry: dictKey is the submitted value, dictValue the label (spec §3). */
export interface DictionaryItem {
  readonly dictKey: string;
  readonly dictValue: string;
}
