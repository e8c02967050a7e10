// Business limits of spec §5 and §9. The validation rules read these; screens show them in hints.

export const BOOTH_ORDER_MAX = 300;

/** Free shelves + hanging rods by booth area: the largest threshold not above the area applies. */
export const FASCIA_FREE_ITEMS_BY_AREA: readonly { readonly minAreaM2: number; readonly maxItems: number }[] = [
  { minAreaM2: 9, maxItems: 10 },
  { minAreaM2: 18, maxItems: 20 },
  { minAreaM2: 27, maxItems: 30 },
];

/** The flow table offers one, two or three sets. */
export const FLOW_TABLE_SETS: readonly number[] = [1, 2, 3];

export const PASSWORD_MIN_LENGTH = 8;
export const TRACEABILITY_CODE_MAX_LENGTH = 4;
export const NAME_MIN_LENGTH = 2;

const KB = 1024;
const MB = 1024 * KB;

export const FILE_LIMITS = {
  imageSmallMaxBytes: 200 * KB,
  imageMediumMaxBytes: 2 * MB,
  imageLargeMaxBytes: 5 * MB,
  videoMaxBytes: 20 * MB,
  documentMaxBytes: 10 * MB,
  logoMinBytes: 10 * KB,
  logoMaxBytes: 1 * MB,
  invitationPictureMaxBytes: 200 * KB,
} as const;

export const LOGO_SUGGESTED_SIZE = { width: 600, height: 350 } as const;
export const INVITATION_PICTURE_PX = { min: 150, max: 400 } as const;

export const FILE_TYPES = {
  logo: ['png', 'jpg', 'jpeg'],
  image: ['jpg', 'png'],
  document: ['pdf', 'ai', 'jpg', 'png'],
  businessCard: ['jpg', 'jpeg', 'png'],
} as const satisfies Record<string, readonly string[]>;

/** "Review takes about 1–3 working days". */
export const REVIEW_WORKING_DAYS = { min: 1, max: 3 } as const;

/** Lead-tool packages, CNY per show period (spec §6). */
export const LEAD_TOOL_PACKAGES = {
  single: { priceCny: 1000, concurrentLogins: 1 },
  multi: { priceCny: 3000 },
} as const;

/** Monday (1) to Friday (5), 9:00–18:00. */
export const SUPPORT_HOURS = { fromWeekday: 1, toWeekday: 5, from: '09:00', to: '18:00' } as const;

export const SPINNER_SIZE_PX = 38;
