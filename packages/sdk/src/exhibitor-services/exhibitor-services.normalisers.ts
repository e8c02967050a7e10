// The services replies in the domain's shape, whatever placeholders the backend wrote for absent values
// (wire/absent-values.ts): an item without a stock count (-1) has none, an English name "" is none, null
// lists are empty; an order reads as the ticketing order (its own copy of the shape: SDK areas stay apart).
import type { Order } from '@fairpass/domain/ticketing';
import type { ArtworkUpload, ServiceCatalogue, ServiceGroup, ServiceKind, ServiceOrder } from '@fairpass/domain/exhibitor-services';
import { withoutEmpty } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

const CATALOGUE_SHAPE: ShapeOf<ServiceCatalogue> = {
  object: {
    kind: 'text',
    serverTime: 'text',
    advanceUntil: 'text',
    priceStage: 'text',
    currency: 'text',
    submissionClosed: 'flag',
    items: {
      list: {
        object: {
          id: 'text',
          group: 'text',
          name: 'text',
          nameEn: 'text',
          unit: 'text',
          unitEn: 'text',
          price: 'text',
          advancePrice: 'text',
          onsitePrice: 'text',
          remaining: 'optionalCount',
          soldOut: 'flag',
          countsAsFree: 'flag',
          deadline: 'text',
          slots: { list: { object: { id: 'text', label: 'text', labelEn: 'text', state: 'text' } } },
        },
      },
    },
    booths: { list: { object: { boothNo: 'text', hallNo: 'text', areaM2: 'number', type: 'text', freeItems: 'number', freeUsed: 'number' } } },
    languagePairs: { list: { object: { value: 'text', label: 'text', labelEn: 'text' } } },
    showDays: { list: 'text' },
  },
};

const LINE_SHAPE = { object: { ticketTypeId: 'text', name: 'text', nameEn: 'text', quantity: 'number', unitPrice: 'text', discount: 'text', amount: 'text', discountState: 'optionalText' } } as const;

const ORDER_SHAPE: ShapeOf<ServiceOrder> = {
  object: {
    orderId: 'text',
    orderNo: 'text',
    exhibitionId: 'text',
    kind: 'text',
    parentOrderId: 'optionalText',
    orderStatus: 'text',
    paymentStatus: 'text',
    refundStatus: 'text',
    lines: { list: LINE_SHAPE },
    total: 'text',
    currency: 'text',
    discountCode: 'optionalText',
    createTime: 'text',
    expireTime: 'text',
    serverTime: 'number',
    remainingSeconds: 'number',
    ticketIds: { list: 'text' },
    address: 'keep',
    payTime: 'optionalText',
    payChannel: 'optionalText',
    holders: { list: { object: { ticketTypeId: 'text', name: 'text', phone: 'text' } } },
    boothNo: 'optionalText',
  },
};

const KINDS: readonly ServiceKind[] = ['service', 'ads', 'translation'];
const GROUPS: readonly ServiceGroup[] = ['furniture', 'power', 'cleaning', 'overtime', 'catalogue', 'ecatalogue', 'venue', 'interpreter'];

export const normaliseCatalogue = (raw: unknown): ServiceCatalogue => {
  const read = readReply(raw, CATALOGUE_SHAPE) as ServiceCatalogue;
  return {
    ...read,
    kind: KINDS.includes(read.kind) ? read.kind : 'service',
    priceStage: read.priceStage === 'onsite' ? 'onsite' : 'advance',
    // A group the app does not know is shown with the furniture; a slot it cannot read is taken.
    items: read.items.map((item) => ({
      ...item,
      group: GROUPS.includes(item.group) ? item.group : 'furniture',
      slots: item.slots.map((slot) => ({ ...slot, state: slot.state === 'open' ? 'open' : 'taken' })),
    })),
    booths: read.booths.map((booth) => ({ ...booth, type: booth.type === 'raw' ? 'raw' : 'standard' })),
  };
};

export const normaliseServiceOrder = (raw: unknown): ServiceOrder => withoutEmpty(readReply(raw, ORDER_SHAPE) as ServiceOrder, 'address');

/** The order `reserve` answers, as the ticketing area's pay calls take it. */
export const normaliseReservedOrder = (raw: unknown): Order => normaliseServiceOrder(raw);

export const normaliseServiceOrders = (raw: unknown): readonly ServiceOrder[] =>
  (readReply(raw, { list: 'keep' }) as unknown[]).map(normaliseServiceOrder);

export const normaliseArtwork = (raw: unknown): ArtworkUpload => readReply(raw, { object: { fileId: 'text', name: 'text', size: 'number' } }) as ArtworkUpload;
