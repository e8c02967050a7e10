/**
 * Booth services, advertising and interpreters of an exhibitor's company: the catalogue of each kind
 * with the server's prices, reserving (an order paid through the ticketing area's `payOrder`), the
 * company's orders, and an advert's artwork.
 * @module @fairpass/sdk/exhibitor-services
 */
// @fairpass/sdk/exhibitor-services — exhibitor self-service, the business with the organiser (issue 30). Loaded into a client on first use:
//
//   import { getExhibitorServices } from '@fairpass/sdk/exhibitor-services';
//   const services = getExhibitorServices(client);
//   const catalogue = await services.fetchServiceCatalogue.execute({ kind: 'service' });
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { EXHIBITOR_SERVICES_OPERATIONS } from './exhibitor-services.area';

export type { EXHIBITOR_SERVICES_OPERATIONS } from './exhibitor-services.area';

/** The exhibitor services operations; each `execute()` resolves to a `Result`. */
export type ExhibitorServicesApi = AreaOperations<typeof EXHIBITOR_SERVICES_OPERATIONS>;

const NAMES = {
  fetchServiceCatalogue: true,
  reserveService: true,
  listServiceOrders: true,
  uploadArtwork: true,
} as const satisfies OperationNames<typeof EXHIBITOR_SERVICES_OPERATIONS>;

/** The exhibitor services area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getExhibitorServices(client: FairpassClient): ExhibitorServicesApi {
  return lazyArea(client, { name: 'exhibitor-services', operations: NAMES, load: async () => (await import('./exhibitor-services.area')).exhibitorServicesArea });
}

export { EXHIBITOR_SERVICES_ENDPOINTS } from './exhibitor-services.endpoints';
export { FetchServiceCatalogueUseCase } from './fetch-service-catalogue.use-case';
export { ReserveServiceUseCase } from './reserve-service.use-case';
export type { ReserveServiceInput } from './reserve-service.use-case';
export { ListServiceOrdersUseCase } from './list-service-orders.use-case';
export { UploadArtworkUseCase } from './upload-artwork.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { FETCH_SERVICE_CATALOGUE_ERRORS } from './fetch-service-catalogue.use-case';
export { RESERVE_SERVICE_ERRORS } from './reserve-service.use-case';
export { LIST_SERVICE_ORDERS_ERRORS } from './list-service-orders.use-case';
export { UPLOAD_ARTWORK_ERRORS } from './upload-artwork.use-case';
export { SERVICE_REFUSALS, SERVICE_ACCESS_REFUSALS } from './service-failures';
