// The port the SDK implements over HTTP for booth services, advertising and interpreters (design
// exhibitor.md §2.3, "ours"). Reserving answers an order of the ticketing model (`kind` service, ads or
// translation), paid through the ticketing area's `order/pay` and `order/payStatus`.
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from '../ports/call-options';
import type { UploadFile } from '../ports/registration.gateway';
import type { Order } from '../ticketing/order.types';
import type { ArtworkUpload, ReserveServiceRequest, ServiceCatalogue, ServiceKind, ServiceOrder } from './exhibitor-services.types';

export interface CatalogueRequest {
  readonly exhibitionId: string;
  readonly kind: ServiceKind;
}

export interface ExhibitorServicesGateway {
  /** `GET RC service/catalogue`: the items of a kind with their current price, stock, slots and deadlines. */
  catalogue(input: CatalogueRequest, options?: CallOptions): Promise<Result<ServiceCatalogue, DomainError>>;
  /** `POST RC service/reserve` (idempotent): the order to pay; 5009 `{item}`, 5010 `{deadline}`. */
  reserve(input: ReserveServiceRequest, options?: CallOptions): Promise<Result<Order, DomainError>>;
  /** `GET RC service/orders`: the company's orders of services, ads and interpreters. */
  orders(input: { readonly exhibitionId: string }, options?: CallOptions): Promise<Result<readonly ServiceOrder[], DomainError>>;
  /** `POST RC service/artwork/upload` (multipart): an advert's artwork. */
  uploadArtwork(file: UploadFile, options?: CallOptions): Promise<Result<ArtworkUpload, DomainError>>;
}
