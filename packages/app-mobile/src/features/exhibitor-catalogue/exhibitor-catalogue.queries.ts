// The exhibitor's catalogue reads over the SDK's exhibitor-catalogue area, with their keys, and the
// company profile (the SDK's exhibitor area) the logo screen reads the logo and the modules from. A write
// invalidates CATALOGUE_KEYS.all and, since the logo and the entry's state show in the user centre and
// the paperwork list too, every other read on show.
import { queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import { getExhibitor } from '@fairpass/sdk/exhibitor';
import { getExhibitorCatalogue } from '@fairpass/sdk/exhibitor-catalogue';
import { fromResult } from '../../ui/server-state/result-query';

export const CATALOGUE_KEYS = {
  all: ['exhibitorCatalogue'] as const,
  entry: ['exhibitorCatalogue', 'entry'] as const,
  history: ['exhibitorCatalogue', 'history'] as const,
  products: ['exhibitorCatalogue', 'products'] as const,
  profile: ['exhibitorCatalogue', 'profile'] as const,
  lastEdition: ['exhibitorCatalogue', 'lastEdition'] as const,
  exhibitMedia: (exhibitId: string) => ['exhibitorCatalogue', 'exhibitMedia', exhibitId] as const,
};

export const entryQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: CATALOGUE_KEYS.entry, queryFn: fromResult((options) => getExhibitorCatalogue(client).fetchCatalogueEntry.execute({}, options)), retry: false });

export const historyQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: CATALOGUE_KEYS.history, queryFn: fromResult((options) => getExhibitorCatalogue(client).fetchEntryHistory.execute({}, options)), retry: false });

export const productsQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: CATALOGUE_KEYS.products, queryFn: fromResult((options) => getExhibitorCatalogue(client).fetchProducts.execute({}, options)), retry: false });

/** The company as the exhibitor profile holds it: its logo, and the modules opened for this login. */
export const companyQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: CATALOGUE_KEYS.profile, queryFn: fromResult((options) => getExhibitor(client).fetchProfile.execute({}, options)) });

/** An exhibit's images and video. */
export const exhibitMediaQuery = (client: FairpassClient, exhibitId: string) =>
  queryOptions({
    queryKey: CATALOGUE_KEYS.exhibitMedia(exhibitId),
    queryFn: fromResult((options) => getExhibitorCatalogue(client).fetchExhibitMedia.execute({ exhibitId }, options)),
    retry: false,
  });

/** Last edition's entry, to start from (undefined when the company had none). */
export const lastEditionQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: CATALOGUE_KEYS.lastEdition, queryFn: fromResult((options) => getExhibitorCatalogue(client).fetchLastEdition.execute({}, options)), retry: false });
