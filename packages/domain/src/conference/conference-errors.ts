// The conference area's failures (issue 15): sign-ups and sign-in at the door, wire 4501–4505 and
// 4511–4514 (4511–4512 are spec §8's shared SIGN_IN codes): its codes with their catalogue entries, and
// the wire codes its endpoints answer with. The session titles of a clash come in the request's language.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'CONFERENCE.SESSION_FULL': { messageKey: 'errors.conference_session_full', params: ['title'] },
    'CONFERENCE.CLASH': { messageKey: 'errors.conference_clash', params: ['sessionA', 'sessionB'] },
    'CONFERENCE.SIGN_UP_CLOSED': { messageKey: 'errors.conference_sign_up_closed' },
    'CONFERENCE.ALREADY_REGISTERED': { messageKey: 'errors.conference_already_registered' },
    'ACTIVITY.FULL': { messageKey: 'errors.activity_full' },
    'SIGN_IN.NOT_REGISTERED': { messageKey: 'errors.sign_in_not_registered' },
    'SIGN_IN.UNKNOWN_CODE': { messageKey: 'errors.sign_in_unknown_code' },
  },
  wire: {
    4501: { code: 'CONFERENCE.SESSION_FULL', params: ['title'] },
    // The two sessions' titles, in the request's language.
    4502: { code: 'CONFERENCE.CLASH', params: ['sessionA', 'sessionB'] },
    4503: { code: 'CONFERENCE.SIGN_UP_CLOSED' },
    4504: { code: 'CONFERENCE.ALREADY_REGISTERED' },
    4505: { code: 'ACTIVITY.FULL' },
    // 4511's `opensAt` (yyyy-MM-dd HH:mm:ss, Beijing time) travels as a param for the screen to show;
    // the message keeps spec §8's wording and needs none.
    4511: { code: 'SIGN_IN.NOT_STARTED', params: ['opensAt'] },
    4512: { code: 'SIGN_IN.ENDED' },
    4513: { code: 'SIGN_IN.NOT_REGISTERED' },
    4514: { code: 'SIGN_IN.UNKNOWN_CODE' },
  },
});
