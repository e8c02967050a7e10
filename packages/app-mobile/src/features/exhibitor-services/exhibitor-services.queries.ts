// The services reads over the SDK's exhibitor-services area, with their keys. An order placed
// invalidates SERVICES_KEYS.all (stock, slots, the free allowance and the order list all move).
import { queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import type { ServiceKind } from '@fairpass/domain/exhibitor-services';
import { getExhibitorServices } from '@fairpass/sdk/exhibitor-services';
import { fromResult } from '../../ui/server-state/result-query';

export const SERVICES_KEYS = {
  all: ['exhibitorServices'] as const,
  catalogue: (kind: ServiceKind) => ['exhibitorServices', 'catalogue', kind] as const,
  orders: ['exhibitorServices', 'orders'] as const,
};

export const catalogueQuery = (client: FairpassClient, kind: ServiceKind) =>
  queryOptions({ queryKey: SERVICES_KEYS.catalogue(kind), queryFn: fromResult((options) => getExhibitorServices(client).fetchServiceCatalogue.execute({ kind }, options)) });

export const serviceOrdersQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: SERVICES_KEYS.orders, queryFn: fromResult((options) => getExhibitorServices(client).listServiceOrders.execute({}, options)) });
