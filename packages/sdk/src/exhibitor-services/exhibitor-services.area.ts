import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { EXHIBITOR_SERVICES_TOKENS } from './exhibitor-services.tokens';
import { FetchServiceCatalogueUseCase } from './fetch-service-catalogue.use-case';
import { HttpExhibitorServicesGateway } from './http-exhibitor-services.gateway';
import { ListServiceOrdersUseCase } from './list-service-orders.use-case';
import { ReserveServiceUseCase } from './reserve-service.use-case';
import { UploadArtworkUseCase } from './upload-artwork.use-case';

/** The exhibitor services operations, by the names callers use. */
export const EXHIBITOR_SERVICES_OPERATIONS = {
  fetchServiceCatalogue: FetchServiceCatalogueUseCase,
  reserveService: ReserveServiceUseCase,
  listServiceOrders: ListServiceOrdersUseCase,
  uploadArtwork: UploadArtworkUseCase,
} as const;

/** The exhibitor services area: booth services, adverts and interpreters, ordered and paid. */
export const exhibitorServicesArea = defineArea({
  name: 'exhibitor-services',
  module: new ContainerModule(({ bind }) => {
    bind(EXHIBITOR_SERVICES_TOKENS.Gateway).to(HttpExhibitorServicesGateway).inSingletonScope();
  }),
  operations: EXHIBITOR_SERVICES_OPERATIONS,
});
