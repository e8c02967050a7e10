// Keeping a file's failures (issue 27, wire 4951): a signed file address that ran out, or is not the
// server's. The code itself, FILE.LINK_EXPIRED, is shared (every area's kept files meet it), so this
// area adds no code of its own, only the wire code its endpoints answer with.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {},
  wire: {
    4951: { code: 'FILE.LINK_EXPIRED' },
  },
});
