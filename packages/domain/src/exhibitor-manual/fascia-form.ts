// One booth's fascia as typed (design exhibitor.md §5.1 rule 4): the zh and the en text each typed
// twice, shelves plus hanging rods within the booth's free allowance (spec §5: 10/20/30 for 9/18/27 m²)
// and flow-table sets 1, 2 or 3 (spec §9). The core's FasciaInput judges each language's text with the
// counts; this file runs it for both and adds the flow tables.
import { FLOW_TABLE_SETS } from '../config/limits.constants';
import { FasciaInput, freeFasciaItemLimit } from '../validation/fascia.input';
import { validateInput, type FieldErrors } from '../validation/validate-input';
import type { FasciaValues } from './exhibitor-manual.types';

export type FasciaField = keyof FasciaValues;
export type FasciaForm = { readonly [K in FasciaField]: string };

export const emptyFasciaForm = (): FasciaForm => ({
  fasciaText: '',
  fasciaTextConfirm: '',
  fasciaTextEn: '',
  fasciaTextEnConfirm: '',
  shelves: '0',
  hangingRods: '0',
  flowTableSets: '1',
});

export const fasciaFormOf = (values: FasciaValues | undefined): FasciaForm =>
  values
    ? {
        fasciaText: values.fasciaText,
        fasciaTextConfirm: values.fasciaTextConfirm,
        fasciaTextEn: values.fasciaTextEn,
        fasciaTextEnConfirm: values.fasciaTextEnConfirm,
        shelves: String(values.shelves),
        hangingRods: String(values.hangingRods),
        flowTableSets: String(values.flowTableSets),
      }
    : emptyFasciaForm();

/** The field → error codes of one booth's fascia ({} when it may be sent). */
export function fasciaErrors(form: FasciaForm, areaM2: number): FieldErrors<FasciaField> {
  const counts = { boothArea: areaM2, shelves: form.shelves.trim(), hangingRods: form.hangingRods.trim() };
  const zh = validateInput(FasciaInput, { ...counts, fasciaText: form.fasciaText.trim(), fasciaTextConfirm: form.fasciaTextConfirm.trim() });
  const en = validateInput(FasciaInput, { ...counts, fasciaText: form.fasciaTextEn.trim(), fasciaTextConfirm: form.fasciaTextEnConfirm.trim() });
  const errors: FieldErrors<FasciaField> = {};
  if (zh.fasciaText) errors.fasciaText = zh.fasciaText;
  if (zh.fasciaTextConfirm) errors.fasciaTextConfirm = zh.fasciaTextConfirm;
  if (en.fasciaText) errors.fasciaTextEn = en.fasciaText;
  if (en.fasciaTextConfirm) errors.fasciaTextEnConfirm = en.fasciaTextConfirm;
  if (zh.shelves) errors.shelves = zh.shelves;
  if (zh.hangingRods) errors.hangingRods = zh.hangingRods;
  if (!FLOW_TABLE_SETS.includes(Number(form.flowTableSets.trim()))) errors.flowTableSets = ['VALIDATION.OUT_OF_RANGE'];
  return errors;
}

/** What is sent for a fascia as typed (texts trimmed, counts as numbers; a draft may be incomplete). */
export const fasciaValuesOf = (form: FasciaForm): FasciaValues => {
  const count = (text: string): number => {
    const n = Number(text.trim());
    return Number.isInteger(n) && n >= 0 ? n : 0;
  };
  return {
    fasciaText: form.fasciaText.trim(),
    fasciaTextConfirm: form.fasciaTextConfirm.trim(),
    fasciaTextEn: form.fasciaTextEn.trim(),
    fasciaTextEnConfirm: form.fasciaTextEnConfirm.trim(),
    shelves: count(form.shelves),
    hangingRods: count(form.hangingRods),
    flowTableSets: count(form.flowTableSets),
  };
};

export { freeFasciaItemLimit };
