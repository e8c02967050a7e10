// The delegates area's failures: registering others (issue 16, wire 4701–4702; 4701 is spec §8's shared
// REGISTRATION.DUPLICATE_DOCUMENT): its code with its catalogue entry, and the wire codes its endpoints
// answer with.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'TEAM.TOO_LARGE': { messageKey: 'errors.team_too_large', params: ['max'] },
  },
  wire: {
    // 4701's `index` (0-based) and `name`: the member of a team that was registered before, for the
    // screen to point at; the message itself is spec §8's.
    4701: { code: 'REGISTRATION.DUPLICATE_DOCUMENT', params: ['index', 'name'] },
    4702: { code: 'TEAM.TOO_LARGE', params: ['max'] },
  },
});
