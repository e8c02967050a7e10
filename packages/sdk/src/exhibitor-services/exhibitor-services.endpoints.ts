// The services endpoints (design exhibitor.md §2.3, "ours"; docs/endpoints.md "Exhibitor self-service"):
// the catalogue of a kind, reserving (idempotent: an order of the ticketing model, paid through its
// order/pay), the company's orders, and an advert's artwork (multipart).
import type { Order } from '@fairpass/domain/ticketing';
import type { ArtworkUpload, CatalogueRequest, ReserveServiceRequest, ServiceCatalogue, ServiceOrder } from '@fairpass/domain/exhibitor-services';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import { normaliseArtwork, normaliseCatalogue, normaliseReservedOrder, normaliseServiceOrders } from './exhibitor-services.normalisers';

/** The services endpoint catalogue, for `client.api.call(EXHIBITOR_SERVICES_ENDPOINTS.x, input)`. */
export const EXHIBITOR_SERVICES_ENDPOINTS = {
  catalogue: endpoint<CatalogueRequest, ServiceCatalogue>()({ method: 'GET', path: `${RC}service/catalogue` }, normaliseCatalogue),
  reserve: endpoint<ReserveServiceRequest, Order>()({ method: 'POST', path: `${RC}service/reserve`, idempotent: true }, normaliseReservedOrder),
  orders: endpoint<{ readonly exhibitionId: string }, readonly ServiceOrder[]>()({ method: 'GET', path: `${RC}service/orders` }, normaliseServiceOrders),
  uploadArtwork: endpoint<FormData, ArtworkUpload>()({ method: 'POST', path: `${RC}service/artwork/upload`, upload: true }, normaliseArtwork),
} as const;
