// The catalogue's own failure (design exhibitor.md §2.2 `exhibit/single`, ours): 5020 one image more than
// an exhibit may have (LIMIT.MAX_EXHIBIT_IMAGES, with the maximum). The rest are the exhibitor area's
// (5003, 5004, 5005, 5006) and the core's FILE.REFUSED (4521).
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'LIMIT.MAX_EXHIBIT_IMAGES': { messageKey: 'errors.limit_max_exhibit_images', params: ['max'] },
  },
  wire: {
    5020: { code: 'LIMIT.MAX_EXHIBIT_IMAGES', params: ['max'] },
  },
});
