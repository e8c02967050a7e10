// A text column's rule as the backend checks it on every write (text-fields.ts): its length and
// whether it may hold line breaks, with the field's label for the refusal. The shared fields' rules are
// in text-fields.ts; an area declares the columns it adds beside its routes (`serverArea.textRules`).

export interface TextRule {
  /** Longest text in characters (code points, so 中 counts one). */
  max: number;
  /** Tab, line feed and carriage return are allowed (a remark, a reason); not in a one-line field. */
  multiLine: boolean;
  label: string;
  labelEn: string;
}

/** A one-line text column. */
export const line = (max: number, label: string, labelEn: string): TextRule => ({ max, multiLine: false, label, labelEn });
/** A text column that may hold line breaks. */
export const lines = (max: number, label: string, labelEn: string): TextRule => ({ max, multiLine: true, label, labelEn });
