// The exhibitor's catalogue endpoints (design exhibitor.md §2.2 and §5.1, "ours"; docs/endpoints.md
// "Exhibitor self-service"): the catalogue entry (journal v2 detail, draft, save, history), the upload and
// the logo, the products with their video, an exhibit's images and video. Every write but the upload carries an Idempotency-Key; the upload is multipart.
import type {
  CatalogueEntry,
  CompanyLogo,
  EntryVersion,
  ExhibitMedia,
  InExhibition,
  JournalRequest,
  LastEdition,
  Product,
  ProductList,
  SaveExhibitMediaRequest,
  SaveProductRequest,
  StoredUpload,
} from '@fairpass/domain/exhibitor-catalogue';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import { normaliseEntry, normaliseExhibitMedia, normaliseLastEdition, normaliseHistory, normaliseLogo, normaliseProduct, normaliseProducts, normaliseUpload } from './exhibitor-catalogue.normalisers';

/** The exhibitor's catalogue endpoint catalogue, for `client.api.call(EXHIBITOR_CATALOGUE_ENDPOINTS.x, input)`. */
export const EXHIBITOR_CATALOGUE_ENDPOINTS = {
  entry: endpoint<InExhibition, CatalogueEntry>()({ method: 'GET', path: `${RC}journal/v2/detail` }, normaliseEntry),
  draft: endpoint<JournalRequest, CatalogueEntry>()({ method: 'POST', path: `${RC}journal/v2/draft`, idempotent: true }, normaliseEntry),
  submit: endpoint<JournalRequest, CatalogueEntry>()({ method: 'POST', path: `${RC}journal/v2/save`, idempotent: true }, normaliseEntry),
  history: endpoint<InExhibition, readonly EntryVersion[]>()({ method: 'GET', path: `${RC}journal/v2/history` }, normaliseHistory),
  upload: endpoint<FormData, StoredUpload>()({ method: 'POST', path: `${RC}exhibitor/upload`, upload: true }, normaliseUpload),
  logo: endpoint<InExhibition & { readonly fileId: string }, CompanyLogo>()({ method: 'POST', path: `${RC}exhibitor/logo`, idempotent: true }, normaliseLogo),
  products: endpoint<InExhibition, ProductList>()({ method: 'GET', path: `${RC}product/list` }, normaliseProducts),
  saveProduct: endpoint<SaveProductRequest & InExhibition, Product>()({ method: 'POST', path: `${RC}product/save`, idempotent: true }, normaliseProduct),
  removeProduct: endpoint<InExhibition & { readonly id: string }, ProductList>()({ method: 'POST', path: `${RC}product/remove`, idempotent: true }, normaliseProducts),
  lastEdition: endpoint<InExhibition, LastEdition | undefined>()({ method: 'GET', path: `${RC}journal/v2/lastEdition` }, normaliseLastEdition),
  exhibitMedia: endpoint<InExhibition & { readonly exhibitId: string }, ExhibitMedia>()({ method: 'GET', path: `${RC}exhibit/media` }, normaliseExhibitMedia),
  saveExhibitMedia: endpoint<SaveExhibitMediaRequest & InExhibition, ExhibitMedia>()({ method: 'POST', path: `${RC}exhibit/media`, idempotent: true }, normaliseExhibitMedia),
} as const;
