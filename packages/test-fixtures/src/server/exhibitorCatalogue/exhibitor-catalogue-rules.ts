// The contract server's own copies of the catalogue rules it enforces (never imported from the domain at
// run time; exhibitor-catalogue-rules.test.ts checks them against @fairpass/domain row by row): the
// entry's field limits and contact phone, the product's limits, and the upload rules by purpose.

export const ENTRY_MAX = {
  exhibitorJournalName: 60,
  exhibitorJournalEnName: 120,
  journalContacts: 20,
  journalContactInformation: 30,
  journalIntroduction: 500,
  journalEnIntroduction: 1500,
} as const;

export type EntryFieldName = keyof typeof ENTRY_MAX;
export const ENTRY_FIELDS = Object.keys(ENTRY_MAX) as EntryFieldName[];

const chars = (value: string): number => [...value].length;

/** A mainland mobile, or a landline with its area code (and an optional extension). */
export const isContactPhone = (typed: string): boolean => {
  const value = typed.replace(/\s+/g, '');
  return /^1[3-9]\d{9}$/.test(value) || /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/.test(value);
};

/** The first field of an entry the server refuses to submit (`draft`: only the lengths), or undefined. */
export function entryProblem(fields: Record<EntryFieldName, string>, draft: boolean): { field: EntryFieldName; reason: 'required' | 'tooLong' | 'phone' } | undefined {
  for (const field of ENTRY_FIELDS) if (chars(fields[field]) > ENTRY_MAX[field]) return { field, reason: 'tooLong' };
  if (draft) return undefined;
  if (chars(fields.exhibitorJournalName) < 2) return { field: 'exhibitorJournalName', reason: 'required' };
  if (fields.exhibitorJournalEnName === '') return { field: 'exhibitorJournalEnName', reason: 'required' };
  if (chars(fields.journalContacts) < 2) return { field: 'journalContacts', reason: 'required' };
  if (!isContactPhone(fields.journalContactInformation)) return { field: 'journalContactInformation', reason: 'phone' };
  if (fields.journalIntroduction === '') return { field: 'journalIntroduction', reason: 'required' };
  return undefined;
}

export const PRODUCT_MAX_LENGTH = { name: 50, nameEn: 120, description: 500, descriptionEn: 1500 } as const;

/** Whether a product as sent may be saved. */
export const productProblem = (p: { name: string; nameEn: string; description: string; descriptionEn: string }): boolean =>
  chars(p.name) < 2 ||
  p.nameEn === '' ||
  p.description === '' ||
  (Object.keys(PRODUCT_MAX_LENGTH) as (keyof typeof PRODUCT_MAX_LENGTH)[]).some((k) => chars(p[k]) > PRODUCT_MAX_LENGTH[k]);

const KB = 1024;
const MB = 1024 * KB;

/**
 * Spec §5: the logo png/jpg/jpeg 10 KB–1 MB; a product picture jpg/png up to 5 MB; an exhibit's image up
 * to 2 MB (ours); a video mp4/mov up to 20 MB. Picture sides over 4,000 px are refused.
 */
export const UPLOAD_RULES = {
  logo: { extensions: ['png', 'jpg', 'jpeg'], minBytes: 10 * KB, maxBytes: 1 * MB },
  product: { extensions: ['png', 'jpg', 'jpeg'], minBytes: 1, maxBytes: 5 * MB },
  exhibitImage: { extensions: ['png', 'jpg', 'jpeg'], minBytes: 1, maxBytes: 2 * MB },
  video: { extensions: ['mp4', 'mov'], minBytes: 1, maxBytes: 20 * MB },
} as const;

/** Whether the bytes are an ISO media file (mp4 or QuickTime mov): a box type such as `ftyp` at byte 4. */
export const isVideo = (bytes: Buffer): boolean => bytes.length >= 12 && ['ftyp', 'moov', 'mdat', 'wide', 'free'].includes(bytes.toString('latin1', 4, 8));

export const MAX_SIDE_PX = 4000;

export type UploadPurpose = keyof typeof UPLOAD_RULES;

/** Why a file is refused for `purpose` (4521 `{reason}`), or undefined; `sides` of a video are its bytes' being one. */
export function uploadRefusal(purpose: UploadPurpose, name: string, size: number, sides: { width: number; height: number } | undefined): 'type' | 'size' | 'dimensions' | undefined {
  const rule = UPLOAD_RULES[purpose];
  const extension = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(rule.extensions as readonly string[]).includes(extension) || !sides) return 'type';
  if (size < rule.minBytes || size > rule.maxBytes) return 'size';
  if (purpose === 'video') return undefined;
  if (sides.width > MAX_SIDE_PX || sides.height > MAX_SIDE_PX) return 'dimensions';
  return undefined;
}
