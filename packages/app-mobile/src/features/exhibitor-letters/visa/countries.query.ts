// The country dictionary a visa request's nationality is chosen from, in the page's language: the
// content area's dictionary under the shared dictionary key (fresh for the visit), kept out of
// exhibitor-letters.queries.ts so only the visa screen's chunk carries the content area.
import type { FairpassClient } from '@fairpass/sdk';
import { dictionaryQuery } from '../../../ui/server-state/form-with-dictionaries';
import { COUNTRY_DICTIONARY } from './countries';

export const countriesQuery = (client: FairpassClient, language: string) => dictionaryQuery(client, COUNTRY_DICTIONARY, language);
