// The declared (Java) types of the exhibitor's catalogue replies, for the Jackson-nulls switch
// (wire-field-types.ts explains the tables): no entry or draft is {}, no reason or picture "", an
// unmeasured side -1.
import { RC } from '../context';
import type { JavaKind, KindOf } from '../wire-field-types';
import type { LastEditionWire, CatalogueEntryWire, CompanyLogoWire, EntryVersionWire, ExhibitMediaWire, JournalFieldsWire, MediaFileWire, ProductListWire, ProductWire, StoredUploadWire } from './exhibitor-catalogue-wire.types';

const FIELDS: KindOf<JournalFieldsWire> = {
  object: {
    exhibitorJournalName: 'string',
    exhibitorJournalEnName: 'string',
    journalContacts: 'string',
    journalContactInformation: 'string',
    journalIntroduction: 'string',
    journalEnIntroduction: 'string',
  },
};

export const CATALOGUE_ENTRY: KindOf<CatalogueEntryWire> = {
  object: { state: 'string', entry: FIELDS, draft: FIELDS, approved: FIELDS, approvedAt: 'string', journalLogo: 'string', rejectReason: 'string', deadline: 'string', serverTime: 'number' },
};

export const ENTRY_VERSION: KindOf<EntryVersionWire> = {
  object: { version: 'number', submittedAt: 'string', state: 'string', rejectReason: 'string', fields: FIELDS },
};

export const STORED_UPLOAD: KindOf<StoredUploadWire> = { object: { fileId: 'string', url: 'string', size: 'number', width: 'number', height: 'number' } };

export const COMPANY_LOGO: KindOf<CompanyLogoWire> = { object: { url: 'string' } };

export const MEDIA_FILE: KindOf<MediaFileWire> = { object: { fileId: 'string', url: 'string', name: 'string', size: 'number' } };

export const PRODUCT: KindOf<ProductWire> = {
  object: { id: 'string', name: 'string', nameEn: 'string', description: 'string', descriptionEn: 'string', image: 'string', video: MEDIA_FILE, state: 'string', rejectReason: 'string' },
};

export const EXHIBIT_MEDIA: KindOf<ExhibitMediaWire> = {
  object: {
    exhibitId: 'string',
    maxImages: 'number',
    images: { list: MEDIA_FILE },
    video: MEDIA_FILE,
    approved: { object: { name: 'string', nameEn: 'string', category: 'string', description: 'string', images: { list: 'string' }, video: 'string', approvedAt: 'string' } },
  },
};

export const PRODUCT_LIST: KindOf<ProductListWire> = { object: { max: 'number', products: { list: PRODUCT } } };

export const LAST_EDITION: KindOf<LastEditionWire> = {
  object: { edition: 'string', fields: FIELDS, exhibits: { list: { object: { name: 'string', nameEn: 'string', category: 'string', description: 'string' } } } },
};

/** The exhibitor's catalogue routes' reply types (issue 30). */
export const EXHIBITOR_CATALOGUE_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}journal/v2/detail`]: CATALOGUE_ENTRY,
  [`POST ${RC}journal/v2/draft`]: CATALOGUE_ENTRY,
  [`POST ${RC}journal/v2/save`]: CATALOGUE_ENTRY,
  [`GET ${RC}journal/v2/history`]: { list: ENTRY_VERSION },
  [`POST ${RC}exhibitor/upload`]: STORED_UPLOAD,
  [`POST ${RC}exhibitor/logo`]: COMPANY_LOGO,
  [`GET ${RC}product/list`]: PRODUCT_LIST,
  [`POST ${RC}product/save`]: PRODUCT,
  [`POST ${RC}product/remove`]: PRODUCT_LIST,
  [`GET ${RC}exhibit/media`]: EXHIBIT_MEDIA,
  [`GET ${RC}journal/v2/lastEdition`]: LAST_EDITION,
  [`POST ${RC}exhibit/media`]: EXHIBIT_MEDIA,
};
