// `state.exhibitorCatalogue`: each company's catalogue entry, uploads, logo and products (issue 30).
import { defineStateSlice } from '../kit/state-slice';
import { ExhibitorCatalogueState } from './exhibitor-catalogue-state';

export const stateSlice = defineStateSlice({
  create: (host, clock) => new ExhibitorCatalogueState(host, clock),
  // the seeded logos are the companies' (profile, booth card), once the exhibitor area has reset too; the
  // booth card shows the approved products and the approved entry's contact
  afterReset: (catalogue) => {
    catalogue.showSeededLogos();
    catalogue.exhibitor().addToBoothCard('exhibitorCatalogue', (deptId) => catalogue.boothCardPart(deptId));
  },
  snapshot: (catalogue) => ({ entries: catalogue.entries.size, uploads: catalogue.uploads.size, products: [...catalogue.products.values()].flat().length }),
});
