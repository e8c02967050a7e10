import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { EXHIBITOR_CATALOGUE_TOKENS } from './exhibitor-catalogue.tokens';
import { FetchCatalogueEntryUseCase } from './fetch-catalogue-entry.use-case';
import { FetchEntryHistoryUseCase } from './fetch-entry-history.use-case';
import { FetchExhibitMediaUseCase } from './fetch-exhibit-media.use-case';
import { FetchLastEditionUseCase } from './fetch-last-edition.use-case';
import { FetchProductsUseCase } from './fetch-products.use-case';
import { HttpExhibitorCatalogueGateway } from './http-exhibitor-catalogue.gateway';
import { RemoveProductUseCase } from './remove-product.use-case';
import { SaveEntryDraftUseCase } from './save-entry-draft.use-case';
import { SaveExhibitMediaUseCase } from './save-exhibit-media.use-case';
import { SaveProductUseCase } from './save-product.use-case';
import { SetCompanyLogoUseCase } from './set-company-logo.use-case';
import { SubmitCatalogueEntryUseCase } from './submit-catalogue-entry.use-case';
import { UploadCatalogueFileUseCase } from './upload-catalogue-file.use-case';

/** The exhibitor's catalogue operations, by the names callers use. */
export const EXHIBITOR_CATALOGUE_OPERATIONS = {
  fetchCatalogueEntry: FetchCatalogueEntryUseCase,
  saveEntryDraft: SaveEntryDraftUseCase,
  submitCatalogueEntry: SubmitCatalogueEntryUseCase,
  fetchEntryHistory: FetchEntryHistoryUseCase,
  fetchLastEdition: FetchLastEditionUseCase,
  uploadCatalogueFile: UploadCatalogueFileUseCase,
  setCompanyLogo: SetCompanyLogoUseCase,
  fetchProducts: FetchProductsUseCase,
  saveProduct: SaveProductUseCase,
  removeProduct: RemoveProductUseCase,
  fetchExhibitMedia: FetchExhibitMediaUseCase,
  saveExhibitMedia: SaveExhibitMediaUseCase,
} as const;

/** The exhibitor's catalogue area: the catalogue entry, the company logo, the products, and the exhibits' images and video. */
export const exhibitorCatalogueArea = defineArea({
  name: 'exhibitor-catalogue',
  module: new ContainerModule(({ bind }) => {
    bind(EXHIBITOR_CATALOGUE_TOKENS.Gateway).to(HttpExhibitorCatalogueGateway).inSingletonScope();
  }),
  operations: EXHIBITOR_CATALOGUE_OPERATIONS,
});
