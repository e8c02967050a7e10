// The demo exhibition's printed catalogue (会刊), for sale with delivery.
import type { JournalRecord } from '../server/ticketing/journals';
import { SEED } from './seed.constants';

const DAY = 24 * 3600 * 1000;

export function seedJournals(now: number): JournalRecord[] {
  return [
    {
      id: SEED.ticketing.journalId,
      exhibitionId: SEED.exhibitions.demo,
      name: '2026 示范展会会刊',
      nameEn: 'Demo Expo 2026 show catalogue',
      description: '全部展商名录、展位图与产品索引，约 320 页，顺丰快递寄送。',
      descriptionEn: 'Every exhibitor, the floor plan and a product index, about 320 pages, sent by SF Express.',
      cover: '/assets/journal-cover.png',
      priceFen: 6800,
      shippingFen: 1200,
      saleStartAt: now - 30 * DAY,
      saleEndAt: now + 90 * DAY,
    },
  ];
}
