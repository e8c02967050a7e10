// The exhibitor's letters failures (design exhibitor.md §5.2, wire 51xx): 5105 a passport that expires
// less than 6 months after departure (with the date it must reach), 5106 dates outside the show's days
// ± 7, 5107 no letter for mainland Chinese nationality, 5108 a template placeholder the share table does
// not know (named), 5110 the check-in window not open yet. 4701 (the same passport twice) is the core's
// REGISTRATION.DUPLICATE_DOCUMENT.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'VISA.PASSPORT_VALIDITY': { messageKey: 'errors.visa_passport_validity', params: ['minExpiry'] },
    'VISA.DATES_OUTSIDE': { messageKey: 'errors.visa_dates_outside', params: ['firstDay', 'lastDay'] },
    'VISA.NOT_NEEDED': { messageKey: 'errors.visa_not_needed' },
    'TEMPLATE.PLACEHOLDER_UNKNOWN': { messageKey: 'errors.template_placeholder_unknown', params: ['name'] },
    'CHECKIN.NOT_OPEN': { messageKey: 'errors.checkin_not_open', params: ['opensAt'] },
  },
  wire: {
    5105: { code: 'VISA.PASSPORT_VALIDITY', params: ['minExpiry'] },
    5106: { code: 'VISA.DATES_OUTSIDE', params: ['firstDay', 'lastDay'] },
    5107: { code: 'VISA.NOT_NEEDED' },
    5108: { code: 'TEMPLATE.PLACEHOLDER_UNKNOWN', params: ['name'] },
    5110: { code: 'CHECKIN.NOT_OPEN', params: ['opensAt'] },
  },
});
