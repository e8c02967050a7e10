/**
 * The exhibitor's catalogue content: the show catalogue (会刊) entry with its drafts and history, the
 * company logo, and the products visitors see online.
 * @module @fairpass/sdk/exhibitor-catalogue
 */
// @fairpass/sdk/exhibitor-catalogue — exhibitor self-service, the catalogue (issue 30). Loaded into a client on first use:
//
//   import { getExhibitorCatalogue } from '@fairpass/sdk/exhibitor-catalogue';
//   const catalogue = getExhibitorCatalogue(client);
//   const entry = await catalogue.fetchCatalogueEntry.execute();
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { EXHIBITOR_CATALOGUE_OPERATIONS } from './exhibitor-catalogue.area';

export type { EXHIBITOR_CATALOGUE_OPERATIONS } from './exhibitor-catalogue.area';

/** The exhibitor's catalogue operations; each `execute()` resolves to a `Result`. */
export type ExhibitorCatalogueApi = AreaOperations<typeof EXHIBITOR_CATALOGUE_OPERATIONS>;

const NAMES = {
  fetchCatalogueEntry: true,
  saveEntryDraft: true,
  submitCatalogueEntry: true,
  fetchEntryHistory: true,
  fetchLastEdition: true,
  uploadCatalogueFile: true,
  setCompanyLogo: true,
  fetchProducts: true,
  saveProduct: true,
  removeProduct: true,
  fetchExhibitMedia: true,
  saveExhibitMedia: true,
} as const satisfies OperationNames<typeof EXHIBITOR_CATALOGUE_OPERATIONS>;

/** The exhibitor catalogue area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getExhibitorCatalogue(client: FairpassClient): ExhibitorCatalogueApi {
  return lazyArea(client, { name: 'exhibitor-catalogue', operations: NAMES, load: async () => (await import('./exhibitor-catalogue.area')).exhibitorCatalogueArea });
}

export { EXHIBITOR_CATALOGUE_ENDPOINTS } from './exhibitor-catalogue.endpoints';
export { FetchCatalogueEntryUseCase } from './fetch-catalogue-entry.use-case';
export { SaveEntryDraftUseCase } from './save-entry-draft.use-case';
export { SubmitCatalogueEntryUseCase } from './submit-catalogue-entry.use-case';
export { FetchEntryHistoryUseCase } from './fetch-entry-history.use-case';
export { UploadCatalogueFileUseCase } from './upload-catalogue-file.use-case';
export type { UploadCatalogueFileInput } from './upload-catalogue-file.use-case';
export { SetCompanyLogoUseCase } from './set-company-logo.use-case';
export { FetchProductsUseCase } from './fetch-products.use-case';
export { SaveProductUseCase } from './save-product.use-case';
export { RemoveProductUseCase } from './remove-product.use-case';
export { FetchExhibitMediaUseCase } from './fetch-exhibit-media.use-case';
export { FetchLastEditionUseCase } from './fetch-last-edition.use-case';
export { SaveExhibitMediaUseCase } from './save-exhibit-media.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { FETCH_CATALOGUE_ENTRY_ERRORS } from './fetch-catalogue-entry.use-case';
export { SAVE_ENTRY_DRAFT_ERRORS } from './save-entry-draft.use-case';
export { SUBMIT_CATALOGUE_ENTRY_ERRORS } from './submit-catalogue-entry.use-case';
export { FETCH_ENTRY_HISTORY_ERRORS } from './fetch-entry-history.use-case';
export { UPLOAD_CATALOGUE_FILE_ERRORS } from './upload-catalogue-file.use-case';
export { SET_COMPANY_LOGO_ERRORS } from './set-company-logo.use-case';
export { FETCH_PRODUCTS_ERRORS } from './fetch-products.use-case';
export { SAVE_PRODUCT_ERRORS } from './save-product.use-case';
export { REMOVE_PRODUCT_ERRORS } from './remove-product.use-case';
export { FETCH_EXHIBIT_MEDIA_ERRORS } from './fetch-exhibit-media.use-case';
export { FETCH_LAST_EDITION_ERRORS } from './fetch-last-edition.use-case';
export { SAVE_EXHIBIT_MEDIA_ERRORS } from './save-exhibit-media.use-case';
export { CATALOGUE_READ_REFUSALS, CATALOGUE_WRITE_REFUSALS } from './catalogue-failures';
