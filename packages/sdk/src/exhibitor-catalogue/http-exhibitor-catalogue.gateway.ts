import type { CallOptions, DomainError, Result } from '@fairpass/domain';
import type {
  CatalogueEntry,
  CatalogueUpload,
  CompanyLogo,
  EntryVersion,
  ExhibitMedia,
  ExhibitorCatalogueGateway,
  InExhibition,
  JournalRequest,
  LastEdition,
  Product,
  ProductList,
  SaveExhibitMediaRequest,
  SaveProductRequest,
  StoredUpload,
} from '@fairpass/domain/exhibitor-catalogue';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { EXHIBITOR_CATALOGUE_ENDPOINTS as E } from './exhibitor-catalogue.endpoints';

/** The exhibitor's catalogue endpoints over the client's one API caller. */
@injectable()
export class HttpExhibitorCatalogueGateway implements ExhibitorCatalogueGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async entry(input: InExhibition, options?: CallOptions): Promise<Result<CatalogueEntry, DomainError>> {
    return replyData(await this.api.call(E.entry, input, options));
  }

  async saveDraft(input: JournalRequest, options?: CallOptions): Promise<Result<CatalogueEntry, DomainError>> {
    return replyData(await this.api.call(E.draft, input, options));
  }

  async submit(input: JournalRequest, options?: CallOptions): Promise<Result<CatalogueEntry, DomainError>> {
    return replyData(await this.api.call(E.submit, input, options));
  }

  async history(input: InExhibition, options?: CallOptions): Promise<Result<readonly EntryVersion[], DomainError>> {
    return replyData(await this.api.call(E.history, input, options));
  }

  async upload(input: CatalogueUpload, options?: CallOptions): Promise<Result<StoredUpload, DomainError>> {
    const form = new FormData();
    // The port describes the file structurally; at run time it is a browser or Node Blob/File.
    form.append('file', input.file as unknown as Blob, input.name);
    form.append('purpose', input.purpose);
    form.append('exhibitionId', input.exhibitionId);
    return replyData(await this.api.call(E.upload, form, options));
  }

  async setLogo(input: InExhibition & { readonly fileId: string }, options?: CallOptions): Promise<Result<CompanyLogo, DomainError>> {
    return replyData(await this.api.call(E.logo, input, options));
  }

  async products(input: InExhibition, options?: CallOptions): Promise<Result<ProductList, DomainError>> {
    return replyData(await this.api.call(E.products, input, options));
  }

  async saveProduct(input: SaveProductRequest & InExhibition, options?: CallOptions): Promise<Result<Product, DomainError>> {
    return replyData(await this.api.call(E.saveProduct, input, options));
  }

  async removeProduct(input: InExhibition & { readonly id: string }, options?: CallOptions): Promise<Result<ProductList, DomainError>> {
    return replyData(await this.api.call(E.removeProduct, input, options));
  }

  async exhibitMedia(input: InExhibition & { readonly exhibitId: string }, options?: CallOptions): Promise<Result<ExhibitMedia, DomainError>> {
    return replyData(await this.api.call(E.exhibitMedia, input, options));
  }

  async saveExhibitMedia(input: SaveExhibitMediaRequest & InExhibition, options?: CallOptions): Promise<Result<ExhibitMedia, DomainError>> {
    return replyData(await this.api.call(E.saveExhibitMedia, input, options));
  }

  async lastEdition(input: InExhibition, options?: CallOptions): Promise<Result<LastEdition | undefined, DomainError>> {
    return replyData(await this.api.call(E.lastEdition, input, options));
  }
}
