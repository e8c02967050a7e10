// Upload rules by purpose (spec §5, §9), as data the screens pick from. Sizes and types come from the
// §9 constants; this table only says which combination applies to which kind of upload.
import {
  FILE_LIMITS,
  FILE_TYPES,
  INVITATION_PICTURE_PX,
  LOGO_SUGGESTED_SIZE,
} from '../config/limits.constants';

export type FileRule = {
  /** Lower-case extensions without the dot; `jpg` also admits `.jpeg`, the same format. */
  readonly extensions: readonly string[];
  readonly minBytes?: number;
  readonly maxBytes: number;
  /** Both sides must lie within this range, in pixels. */
  readonly sidePx?: { readonly min: number; readonly max: number };
  /** A size the screen recommends: anything else is a warning, never an error. */
  readonly suggestedSize?: { readonly width: number; readonly height: number };
};

export const FILE_RULES = {
  /** Company logo on the exhibitor screens. */
  companyLogo: {
    extensions: FILE_TYPES.logo,
    minBytes: FILE_LIMITS.logoMinBytes,
    maxBytes: FILE_LIMITS.logoMaxBytes,
    suggestedSize: LOGO_SUGGESTED_SIZE,
  },
  /** Images "under 200KB, 2MB or 5MB depending on screen". */
  imageSmall: { extensions: FILE_TYPES.image, maxBytes: FILE_LIMITS.imageSmallMaxBytes },
  imageMedium: { extensions: FILE_TYPES.image, maxBytes: FILE_LIMITS.imageMediumMaxBytes },
  imageLarge: { extensions: FILE_TYPES.image, maxBytes: FILE_LIMITS.imageLargeMaxBytes },
  /** Phones record mp4 (Android) or mov (iPhone); the spec names only the size. */
  video: { extensions: ['mp4', 'mov'], maxBytes: FILE_LIMITS.videoMaxBytes },
  document: { extensions: FILE_TYPES.document, maxBytes: FILE_LIMITS.documentMaxBytes },
  invitationPicture: {
    extensions: FILE_TYPES.image,
    maxBytes: FILE_LIMITS.invitationPictureMaxBytes,
    sidePx: INVITATION_PICTURE_PX,
  },
  /** The spec names only the types; a phone photo fits the largest image size. */
  businessCard: { extensions: FILE_TYPES.businessCard, maxBytes: FILE_LIMITS.imageLargeMaxBytes },
} as const satisfies Record<string, FileRule>;

export type FileRuleName = keyof typeof FILE_RULES;

/** MIME types a browser may report for each extension. */
export const MIME_TYPES_BY_EXTENSION: Readonly<Record<string, readonly string[]>> = {
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
  pdf: ['application/pdf'],
  // Illustrator files are PDF-compatible; browsers report either of these, or nothing.
  ai: ['application/postscript', 'application/illustrator', 'application/pdf'],
  mp4: ['video/mp4'],
  mov: ['video/quicktime'],
};
