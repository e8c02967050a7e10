// The declared (Java) types of the services replies, for the Jackson-nulls switch (wire-field-types.ts
// explains the tables): an item without a stock count is -1, an order without a booth "".
import { RC } from '../context';
import { ORDER } from '../ticketing/ticketing-field-types';
import type { JavaKind, KindOf } from '../wire-field-types';
import type { ArtworkWire, ServiceCatalogueWire, ServiceOrderWire } from './exhibitor-services-wire.types';

const CATALOGUE: KindOf<ServiceCatalogueWire> = {
  object: {
    kind: 'string',
    serverTime: 'string',
    advanceUntil: 'string',
    priceStage: 'string',
    currency: 'string',
    submissionClosed: 'boolean',
    items: {
      list: {
        object: {
          id: 'string',
          group: 'string',
          name: 'string',
          nameEn: 'string',
          unit: 'string',
          unitEn: 'string',
          price: 'string',
          advancePrice: 'string',
          onsitePrice: 'string',
          remaining: 'number',
          soldOut: 'boolean',
          countsAsFree: 'boolean',
          deadline: 'string',
          slots: { list: { object: { id: 'string', label: 'string', labelEn: 'string', state: 'string' } } },
        },
      },
    },
    booths: { list: { object: { boothNo: 'string', hallNo: 'string', areaM2: 'number', type: 'string', freeItems: 'number', freeUsed: 'number' } } },
    languagePairs: { list: { object: { value: 'string', label: 'string', labelEn: 'string' } } },
    showDays: { list: 'string' },
  },
};

const SERVICE_ORDER = { object: { ...(ORDER as { object: Record<string, JavaKind> }).object, boothNo: 'string' } } as KindOf<ServiceOrderWire>;

const ARTWORK: KindOf<ArtworkWire> = { object: { fileId: 'string', name: 'string', size: 'number' } };

/** The services routes' reply types (issue 30). */
export const EXHIBITOR_SERVICES_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}service/catalogue`]: CATALOGUE,
  [`GET ${RC}service/orders`]: { list: SERVICE_ORDER },
  [`POST ${RC}service/reserve`]: SERVICE_ORDER,
  [`POST ${RC}service/artwork/upload`]: ARTWORK,
};
