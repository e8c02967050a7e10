// The manual's replies in the domain's shape, whatever placeholders the backend wrote for absent values
// (wire/absent-values.ts): a refusal without a reason ("") has none, a fascia never saved ({} or null)
// has no values, null lists are empty, and a form's values (a list of prop and values on the wire) are
// one text per single-value field, a list otherwise.
import type { FormField } from '@fairpass/domain';
import type { MaterialState } from '@fairpass/domain/exhibitor';
import type { BoothFascia, FasciaValues, ManualForm, ManualSection, ManualValues } from '@fairpass/domain/exhibitor-manual';
import type { CompanyFormSubmitted } from '@fairpass/domain/exhibitor-manual';
import { readReply, type ShapeOf } from '../wire/reply-shape';

const STATES: readonly MaterialState[] = ['notStarted', 'draft', 'submitted', 'approved', 'rejected'];
const stateOf = (raw: string): MaterialState => STATES.find((s) => s === raw) ?? 'notStarted';

interface FasciaWire extends Omit<BoothFascia, 'values'> {
  readonly values: FasciaValues;
}

const FASCIA_SHAPE: ShapeOf<FasciaWire> = {
  object: {
    boothNo: 'text',
    hallNo: 'text',
    areaM2: 'number',
    freeItems: 'number',
    values: {
      object: {
        fasciaText: 'text',
        fasciaTextConfirm: 'text',
        fasciaTextEn: 'text',
        fasciaTextEnConfirm: 'text',
        shelves: 'number',
        hangingRods: 'number',
        flowTableSets: 'number',
      },
    },
    state: 'text',
  },
};

interface FormWire extends Omit<ManualForm, 'values' | 'fields'> {
  readonly fields: readonly FormField[];
  readonly values: readonly { readonly prop: string; readonly values: readonly string[] }[];
}

const FORM_SHAPE: ShapeOf<FormWire> = {
  object: { id: 'text', title: 'text', titleEn: 'text', fields: 'keep', values: { list: { object: { prop: 'text', values: { list: 'text' } } } }, state: 'text' },
};

interface SectionWire extends Omit<ManualSection, 'forms' | 'fascia' | 'state'> {
  readonly state: string;
  readonly forms: readonly FormWire[];
  readonly fascia: readonly FasciaWire[];
}

const SECTION_SHAPE: ShapeOf<SectionWire> = {
  object: {
    materialTypeV2: 'text',
    title: 'text',
    titleEn: 'text',
    html: 'text',
    htmlEn: 'text',
    deadline: 'text',
    serverTime: 'number',
    state: 'text',
    rejectReason: 'optionalText',
    forms: { list: FORM_SHAPE },
    fascia: { list: FASCIA_SHAPE },
  },
};

/** A fascia with nothing typed (Jackson's {} for a never-saved one) is no values. */
const savedFascia = (values: FasciaValues | undefined): FasciaValues | undefined =>
  values && (values.fasciaText !== '' || values.fasciaTextEn !== '' || values.shelves > 0 || values.hangingRods > 0 || values.flowTableSets > 0) ? values : undefined;

const valuesOf = (form: FormWire): ManualValues => {
  const values: Record<string, string | readonly string[]> = {};
  for (const { prop, values: list } of form.values) {
    const field = (form.fields ?? []).find((f) => f.prop === prop);
    values[prop] = field?.type === 'checkbox' ? list : (list[0] ?? '');
  }
  return values;
};

export const normaliseSection = (raw: unknown): ManualSection => {
  const wire = readReply(raw, SECTION_SHAPE) as SectionWire;
  return {
    ...wire,
    state: stateOf(wire.state),
    forms: wire.forms.map((form) => ({ ...form, fields: Array.isArray(form.fields) ? form.fields : [], state: stateOf(form.state), values: valuesOf(form) })),
    fascia: wire.fascia.map(({ values, ...booth }) => {
      const saved = savedFascia(values);
      return { ...booth, state: stateOf(booth.state), ...(saved ? { values: saved } : {}) };
    }),
  };
};

/** The profile the company form's submit answers with, read for what the form changes. */
export const normaliseFormSubmitted = (raw: unknown): CompanyFormSubmitted => {
  const result = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)['completeResult'] : undefined;
  return { formComplete: result === 'succ' };
};
