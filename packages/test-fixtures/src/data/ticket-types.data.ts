// The ticket types of `demo`, one per rule the ticket screens show: free, paid VIP (FAIR2026 takes 20 %
// off it), a lower paid type to upgrade from, sold out, a conflicting pair, one per person, not on sale
// yet, and a sale that has ended (its refund window closed too; the others refund until 53 days after
// reset). Sale windows are relative to the server's clock at reset. Every type is offered through the demo visitor link (SEED.ticketing.registerLinkId) and without a link; the VIP
// invitation link offers the premium types only.
import type { DiscountCodeRecord } from '../server/ticketing/pricing';
import type { TicketLink, TicketTypeRecord } from '../server/ticketing/ticket-types';
import type { FormField } from '../server/wire.types';
import { SEED } from './seed.constants';

const DAY = 24 * 3600 * 1000;
const T = SEED.ticketing.types;
const demo = SEED.exhibitions.demo;

const nameField: FormField = { prop: 'name', label: '持票人姓名', labelEn: 'Holder name', type: 'input', required: true, rule: 'name', maxLength: 50 };
const phoneField: FormField = { prop: 'phone', label: '持票人手机号', labelEn: 'Holder mobile number', type: 'input', required: true, rule: 'phone' };
const companyField = (required: boolean): FormField => ({ prop: 'company', label: '公司名称', labelEn: 'Company', type: 'input', required, maxLength: 100 });

type Seed = Omit<TicketTypeRecord, 'exhibitionId' | 'saleStartAt' | 'saleEndAt' | 'soldBefore' | 'minPerOrder' | 'conflictsWith' | 'attendeeFields' | 'refundDeadlineAt' | 'admits'> &
  Partial<Pick<TicketTypeRecord, 'soldBefore' | 'minPerOrder' | 'conflictsWith' | 'attendeeFields'>> & { opensInDays?: number; endedDaysAgo?: number; refundClosedDaysAgo?: number; admits?: Admits };

/**
 * The fair's days (issue 28: a ticket says when and where it admits): the preview day 60 days after
 * reset (the day the sales end), then the three show days, 09:00–17:00 Beijing time. A type admits on
 * show days `from`–`to` (0 = the preview day) between two times of day, at its halls and entrance.
 */
interface Admits {
  from: number;
  to: number;
  opens?: string;
  closes?: string;
  hall: string;
  hallEn: string;
  entrance: string;
  entranceEn: string;
}

const PREVIEW_DAY_AFTER_RESET = 60;
const HOUR = 3600 * 1000;
const BEIJING_OFFSET = 8 * HOUR;

/** Epoch ms of `hh:mm` Beijing time on show day `day` (0 = the preview day) after `now`. */
function showTime(now: number, day: number, time: string): number {
  const at = now + (PREVIEW_DAY_AFTER_RESET + day) * DAY;
  const beijingMidnight = at - ((at + BEIJING_OFFSET) % DAY);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return beijingMidnight + hours * HOUR + minutes * 60_000;
}

const admission = ({ from, to, opens = '09:00', closes = '17:00', ...where }: Admits, now: number): TicketTypeRecord['admits'] => ({
  validFromAt: showTime(now, from, opens),
  validUntilAt: showTime(now, to, closes),
  ...where,
});

const ALL_HALLS = { hall: 'A1–B2 馆', hallEn: 'Halls A1–B2' } as const;
const NORTH = { entrance: '北登录厅', entranceEn: 'North Hall entrance' } as const;
const SOUTH = { entrance: '南登录厅', entranceEn: 'South Hall entrance' } as const;

/** Refunds close a week before the sales do. */
const REFUND_WINDOW_AFTER_RESET_DAYS = 53;


function ticketType(seed: Seed, now: number): TicketTypeRecord {
  const { opensInDays, endedDaysAgo, refundClosedDaysAgo, admits, ...fields } = seed;
  return {
    ...(admits ? { admits: admission(admits, now) } : {}),
    exhibitionId: demo,
    saleStartAt: opensInDays === undefined ? now - 30 * DAY : now + opensInDays * DAY,
    saleEndAt: endedDaysAgo === undefined ? now + 60 * DAY : now - endedDaysAgo * DAY,
    refundDeadlineAt: refundClosedDaysAgo === undefined ? now + REFUND_WINDOW_AFTER_RESET_DAYS * DAY : now - refundClosedDaysAgo * DAY,
    soldBefore: 0,
    minPerOrder: 1,
    conflictsWith: [],
    attendeeFields: [],
    ...fields,
  };
}

export function seedTicketTypes(now: number): TicketTypeRecord[] {
  return [
    {
      id: T.visitor,
      name: '普通观众票',
      nameEn: 'Visitor ticket',
      description: '展会全部三天有效，凭票入场参观全部展馆。',
      descriptionEn: 'Valid on all three days: entry to every exhibition hall.',
      priceFen: 0,
      maxPerOrder: 5,
      level: 1,
      admits: { from: 1, to: 3, ...ALL_HALLS, ...NORTH },
    },
    {
      id: T.trade,
      name: '专业观众通票',
      nameEn: 'Trade visitor pass',
      description: '三天通票，含专业观众休息区、会刊电子版和展商对接服务。',
      descriptionEn: 'Three-day pass with the trade lounge, the digital show catalogue and exhibitor matchmaking.',
      priceFen: 5800,
      maxPerOrder: 5,
      level: 2,
      attendeeFields: [nameField, companyField(true)],
      admits: { from: 1, to: 3, hall: 'A1–B2 馆 · B2 专业观众休息区', hallEn: 'Halls A1–B2 · trade lounge in B2', entrance: '北登录厅 专业观众通道', entranceEn: 'North Hall, trade visitors’ lane' },
    },
    {
      id: T.vip,
      name: 'VIP 贵宾票',
      nameEn: 'VIP ticket',
      description: '快速通道入场、VIP 休息室、开幕酒会及纸质会刊一本。',
      descriptionEn: 'Fast-track entry, the VIP lounge, the opening reception and a printed show catalogue.',
      priceFen: 12800,
      capacity: 300,
      // 180 left: 119 before the seeds, 1 in the unpaid-order seed, 4 in the paid after-sales seeds (3 + 1).
      soldBefore: 115,
      maxPerOrder: 5,
      level: 3,
      attendeeFields: [nameField, phoneField, companyField(false)],
      admits: { from: 1, to: 3, hall: 'A1–B2 馆 · A1 二层 VIP 休息室', hallEn: 'Halls A1–B2 · VIP lounge, A1 level 2', entrance: '南登录厅 VIP 快速通道', entranceEn: 'South Hall, VIP fast lane' },
    },
    {
      id: T.soldOut,
      name: '国际采购高峰论坛',
      nameEn: 'International Sourcing Summit',
      description: '首日下午，主论坛席位，含同声传译耳机。',
      descriptionEn: 'Day one afternoon: a seat at the main summit, with simultaneous interpretation.',
      priceFen: 29800,
      capacity: 100,
      soldBefore: 100,
      maxPerOrder: 2,
      level: 4,
      admits: { from: 1, to: 1, opens: '13:30', closes: '17:30', hall: 'A1 馆 主论坛厅', hallEn: 'Hall A1, main forum', ...SOUTH },
    },
    {
      id: T.opening,
      name: '开幕式观礼票',
      nameEn: 'Opening ceremony pass',
      description: '首日上午 9:00–10:30 开幕式观礼席位。与首日采购工作坊时间冲突，不能同时购买。',
      descriptionEn: 'A seat at the opening ceremony, day one 9:00–10:30. Runs at the same time as the day-one buyers’ workshop.',
      priceFen: 0,
      maxPerOrder: 2,
      level: 1,
      conflictsWith: [T.workshop],
      admits: { from: 1, to: 1, opens: '09:00', closes: '10:30', hall: 'A1 馆 开幕式主舞台', hallEn: 'Hall A1, opening stage', ...SOUTH },
    },
    {
      id: T.workshop,
      name: '首日采购工作坊',
      nameEn: 'Day-one buyers’ workshop',
      description: '首日上午 9:00–11:00 采购实务工作坊，小班授课。',
      descriptionEn: 'Hands-on sourcing workshop, day one 9:00–11:00, small groups.',
      priceFen: 3800,
      maxPerOrder: 2,
      level: 1,
      admits: { from: 1, to: 1, opens: '09:00', closes: '11:00', hall: 'B1 馆 3 号会议室', hallEn: 'Hall B1, meeting room 3', ...NORTH },
    },
    {
      id: T.onePerUser,
      name: '采购商配对会',
      nameEn: 'Buyer matchmaking session',
      description: '与预约展商一对一洽谈，每人限购一张。',
      descriptionEn: 'One-to-one meetings with exhibitors you book; one per person.',
      priceFen: 0,
      maxPerOrder: 1,
      limitPerUser: 1,
      level: 1,
      admits: { from: 2, to: 2, opens: '09:00', closes: '12:00', hall: 'B2 馆 配对洽谈区', hallEn: 'Hall B2, matchmaking area', ...NORTH },
    },
    {
      id: T.notOnSale,
      name: '展商之夜晚宴',
      nameEn: 'Exhibitors’ Night gala dinner',
      description: '第二天晚上 18:30，晚宴及颁奖典礼。一周后开售。',
      descriptionEn: 'Day two, 18:30: dinner and the awards ceremony. On sale in a week.',
      priceFen: 26800,
      maxPerOrder: 4,
      level: 4,
      opensInDays: 7,
      admits: { from: 2, to: 2, opens: '18:30', closes: '21:30', hall: '会展中心二楼宴会厅', hallEn: 'Convention Centre banquet hall, level 2', entrance: '东入口', entranceEn: 'East entrance' },
    },
    {
      id: T.saleEnded,
      name: '预展日通行证',
      nameEn: 'Preview-day pass',
      description: '开展前一天的预展参观，已停止售票。',
      descriptionEn: 'The preview day before the opening; sales have ended.',
      priceFen: 2000,
      maxPerOrder: 2,
      level: 1,
      endedDaysAgo: 1,
      // Its refund window closed with the sale (13800000123's order: refund 4303).
      refundClosedDaysAgo: 1,
      admits: { from: 0, to: 0, ...ALL_HALLS, ...NORTH },
    },
  ].map((seed) => ticketType(seed, now));
}

export function seedTicketLinks(): TicketLink[] {
  return [
    { registerLinkId: SEED.ticketing.registerLinkId, exhibitionId: demo, ticketTypeIds: Object.values(T) },
    { registerLinkId: SEED.ticketing.vipLinkId, exhibitionId: demo, ticketTypeIds: [T.vip, T.soldOut, T.notOnSale] },
  ];
}

export function seedDiscountCodes(): DiscountCodeRecord[] {
  return [{ code: SEED.ticketing.discountCode, exhibitionId: demo, percentOff: 20, ticketTypeIds: [T.vip] }];
}
