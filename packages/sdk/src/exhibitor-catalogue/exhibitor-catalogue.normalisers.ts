// The catalogue replies in the domain's shape, whatever placeholders the backend wrote for absent values
// (wire/absent-values.ts): no entry or draft yet ({} or null) is none, no reason, English text or picture
// ("") is none, null lists are empty, a state the app does not know reads as under review (the
// organiser's to decide), and an unmeasured upload (-1) has no width or height.
import {
  type ApprovedExhibit,
  ENTRY_STATES,
  PRODUCT_STATES,
  type CatalogueEntry,
  type CompanyLogo,
  type EntryState,
  type EntryVersion,
  type ExhibitMedia,
  type JournalFields,
  type LastEdition,
  type LastEditionExhibit,
  type MediaFile,
  type Product,
  type ProductList,
  type ProductState,
  type StoredUpload,
} from '@fairpass/domain/exhibitor-catalogue';
import { withOptional } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

const FIELDS_SHAPE: ShapeOf<JournalFields> = {
  object: {
    exhibitorJournalName: 'text',
    exhibitorJournalEnName: 'text',
    journalContacts: 'text',
    journalContactInformation: 'text',
    journalIntroduction: 'text',
    journalEnIntroduction: 'text',
  },
};

const ENTRY_SHAPE: ShapeOf<CatalogueEntry> = {
  object: { state: 'text', entry: 'keep', draft: 'keep', approved: 'keep', approvedAt: 'optionalText', journalLogo: 'text', rejectReason: 'optionalText', deadline: 'text', serverTime: 'number' },
};

const VERSION_SHAPE: ShapeOf<EntryVersion> = {
  object: { version: 'number', submittedAt: 'text', state: 'text', rejectReason: 'optionalText', fields: FIELDS_SHAPE },
};

const MEDIA_SHAPE: ShapeOf<MediaFile> = { object: { fileId: 'text', url: 'text', name: 'text', size: 'number' } };

const PRODUCT_SHAPE: ShapeOf<Product> = {
  object: { id: 'text', name: 'text', nameEn: 'text', description: 'text', descriptionEn: 'optionalText', image: 'optionalText', video: 'keep', state: 'text', rejectReason: 'optionalText' },
};

const entryStateOf = (value: string): EntryState => ((ENTRY_STATES as readonly string[]).includes(value) ? (value as EntryState) : 'submitted');
const productStateOf = (value: string): ProductState => ((PRODUCT_STATES as readonly string[]).includes(value) ? (value as ProductState) : 'pending');

export const normaliseEntry = (raw: unknown): CatalogueEntry => {
  const read = withOptional(withOptional(withOptional(readReply(raw, ENTRY_SHAPE) as CatalogueEntry, 'entry', FIELDS_SHAPE), 'draft', FIELDS_SHAPE), 'approved', FIELDS_SHAPE);
  return { ...read, state: entryStateOf(read.state) };
};

export const normaliseHistory = (raw: unknown): readonly EntryVersion[] =>
  (readReply(raw, { list: VERSION_SHAPE }) as EntryVersion[]).map((v) => ({ ...v, state: v.state === 'approved' || v.state === 'rejected' ? v.state : 'submitted' }));

const readProduct = (product: Product): Product => ({ ...withOptional(product, 'video', MEDIA_SHAPE), state: productStateOf(product.state) });

/** An exhibit's media: no video ({} or null) is none, no images ([] or null) an empty list. */
const APPROVED_EXHIBIT_SHAPE: ShapeOf<ApprovedExhibit> = {
  object: { name: 'text', nameEn: 'text', category: 'text', description: 'text', images: { list: 'text' }, video: 'text', approvedAt: 'text' },
};

export const normaliseExhibitMedia = (raw: unknown): ExhibitMedia =>
  withOptional(
    withOptional(readReply(raw, { object: { exhibitId: 'text', maxImages: 'number', images: { list: MEDIA_SHAPE }, video: 'keep', approved: 'keep' } }) as ExhibitMedia, 'video', MEDIA_SHAPE),
    'approved',
    APPROVED_EXHIBIT_SHAPE,
  );

export const normaliseProduct = (raw: unknown): Product => readProduct(readReply(raw, PRODUCT_SHAPE) as Product);

export const normaliseProducts = (raw: unknown): ProductList => {
  const read = readReply(raw, { object: { max: 'number', products: { list: PRODUCT_SHAPE } } }) as ProductList;
  return { ...read, products: read.products.map(readProduct) };
};

export const normaliseUpload = (raw: unknown): StoredUpload => {
  const read = readReply(raw, { object: { fileId: 'text', url: 'text', size: 'number', width: 'keep', height: 'keep' } }) as Record<string, unknown>;
  const side = (value: unknown): number | undefined => (typeof value === 'number' && value > 0 ? value : undefined);
  const width = side(read['width']);
  const height = side(read['height']);
  return { fileId: read['fileId'] as string, url: read['url'] as string, size: read['size'] as number, ...(width && height ? { width, height } : {}) };
};

export const normaliseLogo = (raw: unknown): CompanyLogo => readReply(raw, { object: { url: 'text' } }) as CompanyLogo;

const LAST_EXHIBIT_SHAPE: ShapeOf<LastEditionExhibit> = { object: { name: 'text', nameEn: 'text', category: 'text', description: 'optionalText' } };

/** Last edition's entry and exhibits: no fields ({} or null) is none, no exhibits (null) empty, no
 * description ("") none; nothing at all (no edition, or neither an entry nor an exhibit) is undefined. */
export const normaliseLastEdition = (raw: unknown): LastEdition | undefined => {
  const read = withOptional(readReply(raw, { object: { edition: 'text', fields: 'keep', exhibits: { list: LAST_EXHIBIT_SHAPE } } }) as LastEdition, 'fields', FIELDS_SHAPE);
  if (read.edition === '' || (!read.fields && read.exhibits.length === 0)) return undefined;
  return { edition: read.edition, ...(read.fields ? { fields: read.fields } : {}), exhibits: read.exhibits };
};
