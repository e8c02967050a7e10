// The reach area's failures: invitations and traceability channels (issue 16, wire 4801–4803 and
// 4811–4813): its codes with their catalogue entries, and the wire codes its endpoints answer with. A
// taken or refused code travels as `code` (a taken one names itself in the message); a refused
// recipient's `field` is the form field the server checked.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'SOURCE.CODE_TAKEN': { messageKey: 'errors.source_code_taken', params: ['code'] },
    'SOURCE.CODE_INVALID': { messageKey: 'errors.source_code_invalid' },
    'SOURCE.NOT_FOUND': { messageKey: 'errors.source_not_found' },
    'INVITE.RECIPIENT_INVALID': { messageKey: 'errors.invite_recipient_invalid' },
    'INVITE.ALREADY_REGISTERED': { messageKey: 'errors.invite_already_registered' },
    'INVITE.INVITER_UNKNOWN': { messageKey: 'errors.invite_inviter_unknown' },
  },
  wire: {
    4801: { code: 'SOURCE.CODE_TAKEN', params: ['code'] },
    4802: { code: 'SOURCE.CODE_INVALID', params: ['code'] },
    4803: { code: 'SOURCE.NOT_FOUND' },
    4811: { code: 'INVITE.RECIPIENT_INVALID', params: ['field'] },
    4812: { code: 'INVITE.ALREADY_REGISTERED' },
    4813: { code: 'INVITE.INVITER_UNKNOWN' },
  },
});
