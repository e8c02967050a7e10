// The exhibitor's people failures (../shared/design/exhibitor.md §5.2, slice B, wire 51xx): 5101 and
// 5102 are spec §8's shared "Number of documents … reached the maximum" (LIMIT.MAX_DOCUMENTS, with the
// quota and what is left) and "Document application closed" (DOCUMENT.APPLICATION_CLOSED, with its end);
// 5104 a loss reported for a pass not issued yet (BADGE.NOT_LOSABLE); 5109 a staff link that is unknown
// or was renewed; 5111 a visitor invitation for a pass reported lost (BADGE.NOT_INVITABLE: its reissued
// pass is the person's row now). 4701 (the same ID) is the shared
// REGISTRATION.DUPLICATE_DOCUMENT of the core. The facts in `data` travel as params for the screens.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'STAFF.INVITE_LINK_INVALID': { messageKey: 'errors.staff_invite_link_invalid' },
    'BADGE.NOT_LOSABLE': { messageKey: 'errors.badge_not_losable' },
    'BADGE.NOT_INVITABLE': { messageKey: 'errors.badge_not_invitable' },
  },
  wire: {
    5101: { code: 'LIMIT.MAX_DOCUMENTS', params: ['max', 'left'] },
    5102: { code: 'DOCUMENT.APPLICATION_CLOSED', params: ['closesAt'] },
    5104: { code: 'BADGE.NOT_LOSABLE' },
    5109: { code: 'STAFF.INVITE_LINK_INVALID' },
    5111: { code: 'BADGE.NOT_INVITABLE' },
  },
});
