// The company's catalogue content (design exhibitor.md §2.2 and §5.1, "ours"): the catalogue entry (spec §7
// "journals (v2 save, draft, history)"), the logo (a multipart upload, then set), the products (spec §7
// "exhibitor products"). Every endpoint is the caller's (bearer); every write but the upload carries an
// Idempotency-Key.
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from '../ports/call-options';
import type { SaveExhibitMediaRequest } from './exhibit-media';
import type { CatalogueEntry, CompanyLogo, EntryVersion, ExhibitMedia, JournalFields, LastEdition, Product, ProductList, StoredUpload, UploadPurpose } from './exhibitor-catalogue.types';
import type { SaveProductRequest } from './product-form';

export interface InExhibition {
  readonly exhibitionId: string;
}

/** What `journal/v2/draft` and `journal/v2/save` take. */
export interface JournalRequest extends InExhibition {
  readonly fields: JournalFields;
}

/** What `RC exhibitor/upload` takes (multipart): the file described structurally, its name, its purpose. */
export interface CatalogueUpload extends InExhibition {
  readonly file: { readonly size: number; readonly type: string };
  readonly name: string;
  readonly purpose: UploadPurpose;
}

/** The port the SDK implements over HTTP for the company's catalogue content. */
export interface ExhibitorCatalogueGateway {
  /** `GET RC journal/v2/detail`. */
  entry(input: InExhibition, options?: CallOptions): Promise<Result<CatalogueEntry, DomainError>>;
  /** `POST RC journal/v2/draft`: keeps the fields on the server, nothing submitted. */
  saveDraft(input: JournalRequest, options?: CallOptions): Promise<Result<CatalogueEntry, DomainError>>;
  /** `POST RC journal/v2/save`: submits the entry for review (5003 after the deadline). */
  submit(input: JournalRequest, options?: CallOptions): Promise<Result<CatalogueEntry, DomainError>>;
  /** `GET RC journal/v2/history`: submitted versions with their outcome, newest first. */
  history(input: InExhibition, options?: CallOptions): Promise<Result<readonly EntryVersion[], DomainError>>;
  /** `POST RC exhibitor/upload` (multipart): 4521 `{reason}` when the server refuses the file. */
  upload(input: CatalogueUpload, options?: CallOptions): Promise<Result<StoredUpload, DomainError>>;
  /** `POST RC exhibitor/logo`: makes an uploaded file the company's logo. */
  setLogo(input: InExhibition & { readonly fileId: string }, options?: CallOptions): Promise<Result<CompanyLogo, DomainError>>;
  /** `GET RC product/list`. */
  products(input: InExhibition, options?: CallOptions): Promise<Result<ProductList, DomainError>>;
  /** `POST RC product/save`: 5006 `{max}` for one more than the maximum. */
  saveProduct(input: SaveProductRequest & InExhibition, options?: CallOptions): Promise<Result<Product, DomainError>>;
  /** `POST RC product/remove`: answers with the list left. */
  removeProduct(input: InExhibition & { readonly id: string }, options?: CallOptions): Promise<Result<ProductList, DomainError>>;
  /** `GET RC journal/v2/lastEdition`: last edition's entry, or undefined when the company had none. */
  lastEdition(input: InExhibition, options?: CallOptions): Promise<Result<LastEdition | undefined, DomainError>>;
  /** `GET RC exhibit/media`: an exhibit's images and video. */
  exhibitMedia(input: InExhibition & { readonly exhibitId: string }, options?: CallOptions): Promise<Result<ExhibitMedia, DomainError>>;
  /** `POST RC exhibit/media`: sets an exhibit's images and video (5020 `{max}` past 6 images). */
  saveExhibitMedia(input: SaveExhibitMediaRequest & InExhibition, options?: CallOptions): Promise<Result<ExhibitMedia, DomainError>>;
}
