// The information replies in the domain's shape, whatever placeholders the backend wrote for absent values
// (wire/absent-values.ts): a news item without a cover, a listed one without content, a partner without
// a logo or site, a filing document without a content type and a filing not rejected ("") leave those
// fields out; a caller with no filing ({} or null) has none (undefined). A partner's site that is not an
// http(s) address (javascript:, data:, a relative path) is left out too: the app follows only addresses
// on its allowlist, and never anything else.
import { httpOriginOf, type Page } from '@fairpass/domain';
import { type BuilderDocument, type BuilderFiling, type EntranceRecord, type InfoPage, type Material, type NewsItem, type Partner } from '@fairpass/domain/information';
import { objectOrNull } from '../wire/absent-values';
import { readPage } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

export const INFO_PAGE_SHAPE: ShapeOf<InfoPage> = {
  object: { kind: 'text', title: 'text', titleEn: 'text', content: 'text', contentEn: 'text', updateTime: 'text' },
};

export const NEWS_ITEM_SHAPE: ShapeOf<NewsItem> = {
  object: {
    id: 'text',
    title: 'text',
    titleEn: 'text',
    summary: 'text',
    summaryEn: 'text',
    cover: 'optionalText',
    publishTime: 'text',
    content: 'optionalText',
    contentEn: 'optionalText',
  },
};

export const PARTNER_SHAPE: ShapeOf<Partner> = {
  object: { id: 'text', name: 'text', nameEn: 'text', logo: 'optionalText', url: 'optionalText', category: 'text', categoryEn: 'text' },
};

export const MATERIAL_SHAPE: ShapeOf<Material> = {
  object: {
    id: 'text',
    title: 'text',
    titleEn: 'text',
    description: 'text',
    descriptionEn: 'text',
    fileType: 'text',
    size: 'number',
    url: 'text',
    publishTime: 'text',
  },
};

export const BUILDER_DOCUMENT_SHAPE: ShapeOf<BuilderDocument> = {
  object: { fileId: 'text', name: 'text', size: 'number', contentType: 'optionalText' },
};

export const BUILDER_FILING_SHAPE: ShapeOf<BuilderFiling> = {
  object: {
    filingId: 'text',
    company: 'text',
    contacts: { list: { object: { name: 'text', phone: 'text' } } },
    boothNos: { list: 'text' },
    documents: { list: BUILDER_DOCUMENT_SHAPE },
    state: 'text',
    rejectReason: 'optionalText',
    submitTime: 'text',
  },
};

export const ENTRANCE_RECORD_SHAPE: ShapeOf<EntranceRecord> = {
  object: { id: 'text', time: 'text', gate: 'text', gateEn: 'text', direction: 'text', ticketName: 'text', ticketNameEn: 'text' },
};

/** The partner without its `url` unless that is an http(s) address (the same parser as the redirect allowlist's). */
const readPartner = (raw: Partner): Partner => {
  const read = readReply(raw, PARTNER_SHAPE) as Partner;
  if (read.url === undefined || httpOriginOf(read.url) !== undefined) return read;
  const { url: _notHttp, ...rest } = read;
  return rest;
};

/** `info/page`. */
export const normaliseInfoPage = (raw: unknown): InfoPage => readReply(raw, INFO_PAGE_SHAPE) as InfoPage;

/** `news/list`. */
export const normaliseNewsPage = (raw: unknown): Page<NewsItem> => readPage(raw, NEWS_ITEM_SHAPE);

/** `news/detail`. */
export const normaliseNewsItem = (raw: unknown): NewsItem => readReply(raw, NEWS_ITEM_SHAPE) as NewsItem;

/** `partner/list` (null → []). */
export const normalisePartners = (raw: unknown): Partner[] => {
  const partners = readReply(raw, { list: PARTNER_SHAPE }) as Partner[];
  if (!Array.isArray(partners)) return partners;
  const read = partners.map(readPartner);
  return read.every((partner, index) => partner === partners[index]) ? partners : read;
};

/** `material/list`. */
export const normaliseMaterialPage = (raw: unknown): Page<Material> => readPage(raw, MATERIAL_SHAPE);

/** `material/detail`. */
export const normaliseMaterial = (raw: unknown): Material => readReply(raw, MATERIAL_SHAPE) as Material;

/** `special/enquiry`. */
export const normaliseEnquiryReceipt = (raw: unknown): { enquiryId: string } => readReply(raw, { object: { enquiryId: 'text' } }) as { enquiryId: string };

/** `GET builder/filing`: none ({} or null) → undefined. */
export const normaliseBuilderFilingOrNone = (raw: unknown): BuilderFiling | undefined => {
  const present = objectOrNull(raw);
  return present === null ? undefined : (readReply(present, BUILDER_FILING_SHAPE) as BuilderFiling);
};

/** `POST builder/filing`. */
export const normaliseBuilderFiling = (raw: unknown): BuilderFiling => readReply(raw, BUILDER_FILING_SHAPE) as BuilderFiling;

/** `builder/upload`. */
export const normaliseBuilderDocument = (raw: unknown): BuilderDocument => readReply(raw, BUILDER_DOCUMENT_SHAPE) as BuilderDocument;

/** `entrance/list`. */
export const normaliseEntrancePage = (raw: unknown): Page<EntranceRecord> => readPage(raw, ENTRANCE_RECORD_SHAPE);
