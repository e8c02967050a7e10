// How a server-built form field is read, wherever one arrives (the registration form, a ticket type's
// holder details): its optional rule, dictionary, placeholders and length limit are left out when "" / -1.
import type { FormField } from '@fairpass/domain';
import type { ShapeOf } from './reply-shape';

export const FORM_FIELD_SHAPE: ShapeOf<FormField> = {
  object: {
    prop: 'text',
    label: 'text',
    labelEn: 'text',
    type: 'text',
    required: 'flag',
    dictCode: 'optionalText',
    rule: 'optionalText',
    maxLength: 'optionalCount',
    placeholder: 'optionalText',
    placeholderEn: 'optionalText',
  },
};
