// The information area's failures: the builder filing (issue 15, wire 4521–4522): its code with its
// catalogue entry, and the wire codes its endpoints answer with. A refused file (4521) is the shared
// FILE.REFUSED, whose `reason` ('type' or 'size') travels for the screen; the message names both rules.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'BUILDER.BOOTH_UNKNOWN': { messageKey: 'errors.builder_booth_unknown', params: ['boothNo'] },
  },
  wire: {
    4521: { code: 'FILE.REFUSED', params: ['reason'] },
    4522: { code: 'BUILDER.BOOTH_UNKNOWN', params: ['boothNo'] },
  },
});
