// What a ticket of the demo exhibitions says of the exhibition above its code (issue 28): its name,
// venue and organiser; the days, halls and entrance come with each ticket type (ticket-types.data.ts).
import type { ExhibitionTicketFacts } from '../server/ticketing/ticket-types';
import { SEED } from './seed.constants';

export const TICKET_EXHIBITIONS: Readonly<Record<string, ExhibitionTicketFacts>> = {
  [SEED.exhibitions.demo]: {
    name: '示范展会',
    nameEn: 'Demo Expo',
    venue: '示范国际会展中心',
    venueEn: 'Demo International Convention Centre',
    organiser: '示范会展服务有限公司',
    organiserEn: 'Demo Exhibition Services Co., Ltd.',
    organiserPhone: '400-820-2026',
    organiserEmail: 'visitor@demo-expo.example.cn',
  },
};
