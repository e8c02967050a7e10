// `state.exhibitorServices`: booth services, adverts and interpreters (issue 30); its seeded orders go
// into the ticketing store once every area has reset, and each paid order's invoice joins the company's
// documents (the exhibitor area asks before it lists them).
import { defineStateSlice } from '../kit/state-slice';
import { ExhibitorServicesState } from './exhibitor-services-state';

export const stateSlice = defineStateSlice({
  create: (host, clock) => new ExhibitorServicesState(host, clock),
  afterReset: (services) => {
    services.seedOrders();
    services.exhibitor().feedDocuments('exhibitorServices', () => services.invoicePaidOrders());
  },
  snapshot: (services) => ({ items: services.items.length, orders: services.links.length }),
});
