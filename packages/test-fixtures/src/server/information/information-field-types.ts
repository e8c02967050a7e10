// The declared (Java) types of the information routes' replies (issue 15), for the Jackson-nulls switch
// (wire-field-types.ts explains the tables).
import { RC } from '../context';
import { pageOf, type JavaKind, type KindOf } from '../wire-field-types';
import type { BuilderFile, BuilderFiling, EnquiryReceipt, EntranceRecord, InfoPage, Material, NewsDetail, NewsItem, Partner } from './information-wire.types';

const NEWS_FIELDS = { id: 'string', title: 'string', titleEn: 'string', summary: 'string', summaryEn: 'string', cover: 'string', publishTime: 'string' } as const;

export const INFO_PAGE: KindOf<InfoPage> = { object: { kind: 'string', title: 'string', titleEn: 'string', content: 'string', contentEn: 'string', updateTime: 'string' } };
export const NEWS_ITEM: KindOf<NewsItem> = { object: NEWS_FIELDS };
export const NEWS_DETAIL: KindOf<NewsDetail> = { object: { ...NEWS_FIELDS, content: 'string', contentEn: 'string' } };
export const PARTNER: KindOf<Partner> = { object: { id: 'string', name: 'string', nameEn: 'string', logo: 'string', url: 'string', category: 'string', categoryEn: 'string' } };

export const MATERIAL: KindOf<Material> = {
  object: {
    id: 'string',
    title: 'string',
    titleEn: 'string',
    description: 'string',
    descriptionEn: 'string',
    fileType: 'string',
    size: 'number',
    url: 'string',
    publishTime: 'string',
  },
};

export const ENQUIRY_RECEIPT: KindOf<EnquiryReceipt> = { object: { enquiryId: 'string' } };
export const BUILDER_FILE: KindOf<BuilderFile> = { object: { fileId: 'string', name: 'string', size: 'number', contentType: 'string' } };

export const BUILDER_FILING: KindOf<BuilderFiling> = {
  object: {
    filingId: 'string',
    company: 'string',
    contacts: { list: { object: { name: 'string', phone: 'string' } } },
    boothNos: { list: 'string' },
    documents: { list: { object: { fileId: 'string', name: 'string', size: 'number' } } },
    state: 'string',
    rejectReason: 'string',
    submitTime: 'string',
  },
};

export const ENTRANCE: KindOf<EntranceRecord> = {
  object: { id: 'string', time: 'string', gate: 'string', gateEn: 'string', direction: 'string', ticketName: 'string', ticketNameEn: 'string' },
};

/** The information routes' reply types (issue 15). */
export const INFORMATION_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}info/page`]: INFO_PAGE,
  [`GET ${RC}news/list`]: pageOf(NEWS_ITEM),
  [`GET ${RC}news/detail`]: NEWS_DETAIL,
  [`GET ${RC}partner/list`]: { list: PARTNER },
  [`GET ${RC}material/list`]: pageOf(MATERIAL),
  [`GET ${RC}material/detail`]: MATERIAL,
  [`POST ${RC}special/enquiry`]: ENQUIRY_RECEIPT,
  [`GET ${RC}builder/filing`]: BUILDER_FILING,
  [`POST ${RC}builder/upload`]: BUILDER_FILE,
  [`POST ${RC}builder/filing`]: BUILDER_FILING,
  [`GET ${RC}entrance/list`]: pageOf(ENTRANCE),
};
