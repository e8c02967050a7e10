// `state.exhibitorServices` (issue 30): the service items of `demo` with their stock and advert slots, the
// artwork uploaded, and which company and booth each service order is for; prices, deadlines and the
// show's days fixed at reset on the server clock. The orders themselves live in the ticketing store
// (kind service, ads or translation), paid through its order/pay like any order.
import { LANGUAGE_PAIRS, SERVICES_SEED, seedServiceItems, type ServiceItemSeed } from '../../data/exhibitor-services.data';
import { SEED } from '../../data/seed.constants';
import type { Clock } from '../clock';
import { beijingTime } from '../kit/beijing-time';
import { CURRENCY, yuan } from '../kit/money';
import type { StateHost } from '../kit/state-slice';
import type { ExhibitorState } from '../exhibitor/exhibitor-state';
import { isPayable, type OrderRecord } from '../ticketing/orders';
import type { PricedLine } from '../ticketing/pricing';
import type { TicketingState } from '../ticketing/ticketing-state';

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;
/** The last second (Beijing) of the Beijing day `days` after `now`'s. */
export const endOfBeijingDay = (now: number, days: number): number => (Math.floor((now + BEIJING_MS) / DAY_MS) + days + 1) * DAY_MS - BEIJING_MS - 1000;

/** An invoice's title by the order's kind. */
const INVOICE_TITLES = {
  service: { title: '展位服务', titleEn: 'Booth services' },
  ads: { title: '广告', titleEn: 'Advertising' },
  translation: { title: '翻译服务', titleEn: 'Interpreters' },
} as const;

export interface ServiceItemRecord extends Omit<ServiceItemSeed, 'closesInDays' | 'slots'> {
  deadline: string;
  slots: { id: string; label: string; labelEn: string; taken: boolean }[];
}

/** Which company and booth an order of the ticketing store is for, and the free shelves + rods it took. */
export interface ServiceOrderLink {
  orderId: string;
  deptId: string;
  boothNo: string;
  freeUnits: number;
  /** An advert's slots, held while the order is paid or payable. */
  slots: { itemId: string; slotId: string }[];
}

export interface ArtworkRecord {
  fileId: string;
  userId: string;
  name: string;
  size: number;
}

export class ExhibitorServicesState {
  items: ServiceItemRecord[] = [];
  links: ServiceOrderLink[] = [];
  artworks: ArtworkRecord[] = [];
  advanceUntil = '';
  showDays: string[] = [];
  private sequence = 0;

  constructor(
    readonly host: StateHost,
    private readonly clock: Clock,
  ) {
    this.reset();
  }

  reset(): void {
    const now = this.clock();
    this.sequence = 0;
    this.items = seedServiceItems().map(({ closesInDays, slots, ...seed }) => ({
      ...seed,
      deadline: beijingTime(endOfBeijingDay(now, closesInDays)),
      slots: (slots ?? []).map((slot) => ({ ...slot, taken: slot.taken === true })),
    }));
    this.links = [];
    this.artworks = [];
    this.advanceUntil = beijingTime(endOfBeijingDay(now, SERVICES_SEED.advanceDays));
    this.showDays = Array.from({ length: SERVICES_SEED.showDays }, (_, i) => beijingTime(now + (SERVICES_SEED.showStartsInDays + i) * DAY_MS).slice(0, 10));
  }

  languagePairs() {
    return LANGUAGE_PAIRS.map((pair) => ({ ...pair }));
  }

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${String(this.sequence).padStart(4, '0')}`;
  }

  now(): number {
    return this.clock();
  }

  ticketing(): TicketingState {
    return this.host.slice<TicketingState>('ticketing');
  }

  exhibitor(): ExhibitorState {
    return this.host.slice<ExhibitorState>('exhibitor');
  }

  /** Whether an order still holds what it took: paid, or unpaid and payable. */
  holds(orderId: string): boolean {
    const order = this.ticketing().orders.find(orderId);
    return order !== undefined && (order.orderStatus === 'completed' || isPayable(order, this.clock()));
  }

  /** Free shelves + rods a booth's orders took. */
  freeUsed(deptId: string, boothNo: string): number {
    return this.links.filter((l) => l.deptId === deptId && l.boothNo === boothNo && this.holds(l.orderId)).reduce((sum, l) => sum + l.freeUnits, 0);
  }

  /** Whether an advert's slot is taken: seeded so, or held by an order. */
  slotTaken(itemId: string, slotId: string): boolean {
    const item = this.items.find((i) => i.id === itemId);
    if (item?.slots.find((s) => s.id === slotId)?.taken) return true;
    return this.links.some((l) => this.holds(l.orderId) && l.slots.some((s) => s.itemId === itemId && s.slotId === slotId));
  }

  /** Units of an item its orders still hold (stock is counted against them). */
  heldUnits(itemId: string): number {
    return this.links
      .filter((l) => this.holds(l.orderId))
      .map((l) => this.ticketing().orders.find(l.orderId))
      .reduce((sum, order) => sum + (order?.lines ?? []).filter((line) => line.ticketTypeId === itemId).reduce((n, line) => n + line.quantity, 0), 0);
  }

  remaining(item: ServiceItemRecord): number | undefined {
    return item.stock === undefined ? undefined : Math.max(0, item.stock - this.heldUnits(item.id));
  }

  /**
   * Each paid service order with an amount (invoiceable: above 0 and in RMB, spec §5) gets its invoice
   * among the company's documents, `issuing` until the organiser issues it (the exhibitor area's hook).
   */
  invoicePaidOrders(): void {
    const exhibitor = this.exhibitor();
    for (const link of this.links) {
      const order = this.ticketing().orders.find(link.orderId);
      if (!order || order.orderStatus !== 'completed' || order.paymentStatus !== 'received' || order.totalFen <= 0) continue;
      const documents = exhibitor.documents.get(link.deptId) ?? [];
      if (documents.some((d) => d.orderId === order.orderId)) continue;
      const invoices = [...exhibitor.documents.values()].flat().filter((d) => d.kind === 'invoice').length;
      const title = INVOICE_TITLES[order.kind === 'ads' || order.kind === 'translation' ? order.kind : 'service'];
      exhibitor.documents.set(link.deptId, [
        ...documents,
        {
          id: `exi-${order.orderId}`,
          kind: 'invoice',
          number: `EI-${beijingTime(this.clock()).slice(0, 4)}-${String(invoices + 1).padStart(4, '0')}`,
          ...title,
          amount: yuan(order.totalFen),
          currency: CURRENCY,
          state: 'issuing',
          issuedDaysAgo: 0,
          pdf: false,
          orderId: order.orderId,
          issueTime: beijingTime(this.clock()),
        },
      ]);
    }
  }

  /** 13800000005's company's orders: 2 extra shelves paid two days ago on A1-101, a power socket unpaid. */
  seedOrders(): void {
    const now = this.clock();
    const user = this.host.findUser('demo', (u) => u.phone === SEED.phones.exhibitor);
    if (!user) return;
    const buyer = { name: user.name || '陈展商', phone: user.phone, email: user.email || '' };
    const line = (itemId: string, name: string, nameEn: string, quantity: number, unitFen: number): PricedLine => ({
      ticketTypeId: itemId,
      name,
      nameEn,
      quantity,
      unitFen,
      discountFen: 0,
      amountFen: unitFen * quantity,
    });
    const base = (orderId: string, orderNo: string, createdAt: number): Omit<OrderRecord, 'kind' | 'orderStatus' | 'paymentStatus' | 'lines' | 'totalFen'> => ({
      orderId,
      orderNo,
      exhibitionId: 'demo',
      userId: user.userId,
      personId: user.personId,
      refundStatus: 'none',
      createdAt,
      expiresAt: createdAt + 15 * 60 * 1000,
      ticketIds: [],
      attendees: [],
      buyer,
    });
    const paidAt = now - 2 * DAY_MS;
    const paid: OrderRecord = {
      ...base(SERVICES_SEED.paidOrderId, 'FPS2026000001', paidAt - 60_000),
      kind: 'service',
      orderStatus: 'completed',
      paymentStatus: 'received',
      lines: [line('svc-shelf', '层板（免费额度）', 'Shelf (free allowance)', 20, 0), line('svc-shelf', '层板', 'Shelf', 2, 10000)],
      totalFen: 20000,
      paidAt,
      paidChannel: 'jsapi',
    };
    const unpaid: OrderRecord = {
      ...base(SERVICES_SEED.unpaidOrderId, 'FPS2026000002', now),
      kind: 'service',
      orderStatus: 'reserved',
      paymentStatus: 'awaiting',
      lines: [line('svc-power', '电源插座（24 小时）', 'Power socket (24 hours)', 1, 38000)],
      totalFen: 38000,
    };
    this.ticketing().orders.add(paid);
    this.ticketing().orders.add(unpaid);
    this.links.push({ orderId: paid.orderId, deptId: SEED.exhibitorDeptId, boothNo: 'A1-101', freeUnits: 20, slots: [] });
    this.links.push({ orderId: unpaid.orderId, deptId: SEED.exhibitorDeptId, boothNo: 'A1-101', freeUnits: 0, slots: [] });
  }
}
