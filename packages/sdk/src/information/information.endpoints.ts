// The information area's backend endpoints (docs/endpoints.md "Conference, guests, sign-in and
// information" → "Information"): the static pages, news, partners and materials, the special-equipment
// enquiry, the booth builder's filing and its documents, and the caller's entry records. The enquiry and
// the filing carry an Idempotency-Key; a document goes as a multipart upload.
import type { Page } from '@fairpass/domain';
import type { ExhibitionPageRequest } from '@fairpass/domain/conference';
import type { BuilderDocument, BuilderFiling, EntranceRecord, InfoPage, InfoPageKind, Material, NewsItem, Partner, SpecialEnquiryRequest, SubmitBuilderFilingRequest } from '@fairpass/domain/information';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import {
  normaliseBuilderDocument,
  normaliseBuilderFiling,
  normaliseBuilderFilingOrNone,
  normaliseEnquiryReceipt,
  normaliseEntrancePage,
  normaliseInfoPage,
  normaliseMaterial,
  normaliseMaterialPage,
  normaliseNewsItem,
  normaliseNewsPage,
  normalisePartners,
} from './information.normalisers';

type ById = { id: string };
type ExhibitionQuery = { exhibitionId: string };

/** The information area's endpoint catalogue, for `client.api.call(INFORMATION_ENDPOINTS.x, input)`. */
export const INFORMATION_ENDPOINTS = {
  infoPage: endpoint<ExhibitionQuery & { kind: InfoPageKind }, InfoPage>()({ method: 'GET', path: `${RC}info/page` }, normaliseInfoPage),
  news: endpoint<ExhibitionPageRequest, Page<NewsItem>>()({ method: 'GET', path: `${RC}news/list` }, normaliseNewsPage),
  newsItem: endpoint<ById, NewsItem>()({ method: 'GET', path: `${RC}news/detail` }, normaliseNewsItem),
  partners: endpoint<ExhibitionQuery, Partner[]>()({ method: 'GET', path: `${RC}partner/list` }, normalisePartners),
  materials: endpoint<ExhibitionPageRequest, Page<Material>>()({ method: 'GET', path: `${RC}material/list` }, normaliseMaterialPage),
  material: endpoint<ById, Material>()({ method: 'GET', path: `${RC}material/detail` }, normaliseMaterial),
  sendEnquiry: endpoint<SpecialEnquiryRequest, { enquiryId: string }>()(
    { method: 'POST', path: `${RC}special/enquiry`, idempotent: true },
    normaliseEnquiryReceipt,
  ),
  builderFiling: endpoint<ExhibitionQuery, BuilderFiling | undefined>()({ method: 'GET', path: `${RC}builder/filing` }, normaliseBuilderFilingOrNone),
  uploadBuilderDocument: endpoint<FormData, BuilderDocument>()({ method: 'POST', path: `${RC}builder/upload`, upload: true }, normaliseBuilderDocument),
  submitBuilderFiling: endpoint<SubmitBuilderFilingRequest, BuilderFiling>()(
    { method: 'POST', path: `${RC}builder/filing`, idempotent: true },
    normaliseBuilderFiling,
  ),
  entrances: endpoint<ExhibitionPageRequest, Page<EntranceRecord>>()({ method: 'GET', path: `${RC}entrance/list` }, normaliseEntrancePage),
} as const;
