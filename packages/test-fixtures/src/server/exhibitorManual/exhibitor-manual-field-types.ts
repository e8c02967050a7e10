// The declared (Java) types of the exhibitor manual's replies, for the Jackson-nulls switch
// (wire-field-types.ts explains the tables): no refusal reason is "", a fascia never saved is {}.
import { RC } from '../context';
import { FORM_FIELD, type JavaKind, type KindOf } from '../wire-field-types';
import { EXHIBITOR_PROFILE } from '../exhibitor/exhibitor-field-types';
import type { ManualSectionWire } from './exhibitor-manual-wire.types';

const SECTION: KindOf<ManualSectionWire> = {
  object: {
    materialTypeV2: 'string',
    title: 'string',
    titleEn: 'string',
    html: 'string',
    htmlEn: 'string',
    deadline: 'string',
    serverTime: 'number',
    state: 'string',
    rejectReason: 'string',
    forms: {
      list: {
        object: { id: 'string', title: 'string', titleEn: 'string', fields: { list: FORM_FIELD }, values: { list: { object: { prop: 'string', values: { list: 'string' } } } }, state: 'string' },
      },
    },
    fascia: {
      list: {
        object: {
          boothNo: 'string',
          hallNo: 'string',
          areaM2: 'number',
          freeItems: 'number',
          values: {
            object: {
              fasciaText: 'string',
              fasciaTextConfirm: 'string',
              fasciaTextEn: 'string',
              fasciaTextEnConfirm: 'string',
              shelves: 'number',
              hangingRods: 'number',
              flowTableSets: 'number',
            },
          },
          state: 'string',
        },
      },
    },
  },
};

/** The exhibitor manual routes' reply types (issue 30). */
export const EXHIBITOR_MANUAL_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}exhibitor/manual`]: SECTION,
  [`POST ${RC}exhibitor/manual/save`]: SECTION,
  [`POST ${RC}exhibitor/form/submit`]: EXHIBITOR_PROFILE,
};
