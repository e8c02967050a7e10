// The exhibition catalogue (会刊, "journal") for sale: ordered with a delivery address, paid like a
// ticket order, no ticket issued. Its shipping fee is a line of its own, so the lines add up to the
// total the server charges.
import { isMainlandMobile } from '../formats';
import { COMMERCE, done, refused, type Outcome } from '../kit/commerce-failure';
import { CURRENCY, yuan } from '../kit/money';
import { plainLine, type PricedLine } from './pricing';
import type { DeliveryAddress, Journal } from './ticketing-wire.types';
import { saleStateOf, type CatalogueItem } from './ticket-types';

export interface JournalRecord extends CatalogueItem {
  cover: string;
  shippingFen: number;
}

export const JOURNAL_QUANTITY = { min: 1, max: 99 } as const;

/** The line id of the shipping fee in a journal order. */
export const SHIPPING_LINE_ID = 'shipping';

export const toWireJournal = (journal: JournalRecord, now: number): Journal => ({
  id: journal.id,
  name: journal.name,
  nameEn: journal.nameEn,
  description: journal.description,
  descriptionEn: journal.descriptionEn,
  cover: journal.cover,
  price: yuan(journal.priceFen),
  shippingFee: yuan(journal.shippingFen),
  currency: CURRENCY,
  saleState: saleStateOf(journal, now),
});

export function journalLines(journal: JournalRecord, quantity: number): PricedLine[] {
  const lines = [plainLine(journal.id, journal.name, journal.nameEn, quantity, journal.priceFen)];
  return journal.shippingFen > 0 ? [...lines, plainLine(SHIPPING_LINE_ID, '运费', 'Shipping', 1, journal.shippingFen)] : lines;
}

const ADDRESS_PARTS: readonly { key: keyof DeliveryAddress; cn: string; en: string }[] = [
  { key: 'name', cn: '收件人', en: 'Recipient' },
  { key: 'phone', cn: '手机号', en: 'Mobile number' },
  { key: 'province', cn: '省份', en: 'Province' },
  { key: 'city', cn: '城市', en: 'City' },
  { key: 'district', cn: '区县', en: 'District' },
  { key: 'detail', cn: '详细地址', en: 'Street address' },
];

/** The quantity and address of a journal order, each part given and the phone a mainland mobile. */
export function readJournalOrder(quantity: unknown, raw: unknown): Outcome<{ quantity: number; address: DeliveryAddress }> {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < JOURNAL_QUANTITY.min || quantity > JOURNAL_QUANTITY.max) {
    return refused(COMMERCE.quantityOutOfRange, `每单可购 ${JOURNAL_QUANTITY.min}–${JOURNAL_QUANTITY.max} 本`, `${JOURNAL_QUANTITY.min}–${JOURNAL_QUANTITY.max} copies per order`, {
      ...JOURNAL_QUANTITY,
    });
  }
  const given = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const address = {} as DeliveryAddress;
  for (const part of ADDRESS_PARTS) {
    const value = typeof given[part.key] === 'string' ? (given[part.key] as string).trim() : '';
    if (value === '') return refused(400, `请填写${part.cn}`, `Please fill in ${part.en}`);
    address[part.key] = value;
  }
  if (!isMainlandMobile(address.phone)) return refused(400, '手机号格式不正确', 'Mobile number is not valid');
  return done({ quantity, address });
}
