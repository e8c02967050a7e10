import type { CallOptions, DomainError, Result, UploadFile } from '@fairpass/domain';
import type { ArtworkUpload, CatalogueRequest, ExhibitorServicesGateway, ReserveServiceRequest, ServiceCatalogue, ServiceOrder } from '@fairpass/domain/exhibitor-services';
import type { Order } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { EXHIBITOR_SERVICES_ENDPOINTS as E } from './exhibitor-services.endpoints';

/** The services endpoints over the client's one API caller. */
@injectable()
export class HttpExhibitorServicesGateway implements ExhibitorServicesGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async catalogue(input: CatalogueRequest, options?: CallOptions): Promise<Result<ServiceCatalogue, DomainError>> {
    return replyData(await this.api.call(E.catalogue, input, options));
  }

  async reserve(input: ReserveServiceRequest, options?: CallOptions): Promise<Result<Order, DomainError>> {
    return replyData(await this.api.call(E.reserve, input, options));
  }

  async orders(input: { readonly exhibitionId: string }, options?: CallOptions): Promise<Result<readonly ServiceOrder[], DomainError>> {
    return replyData(await this.api.call(E.orders, input, options));
  }

  async uploadArtwork(file: UploadFile, options?: CallOptions): Promise<Result<ArtworkUpload, DomainError>> {
    const form = new FormData();
    // The port describes the file structurally; at run time it is a browser or Node File/Blob.
    form.append('file', file as unknown as Blob, file.name);
    return replyData(await this.api.call(E.uploadArtwork, form, options));
  }
}
