// The waiting lists and sale-start reminders (issue 28), kept in the ticketing state beside the seats
// they wait for (`state.ticketing.waitingList`). One entry per person and type. An open offer holds its
// seats: the ticketing state counts them as taken for everyone else (TicketingState.seatsTaken), so the
// type stays sold out to others while the first in line decides. On every read of the server's clock
// (TicketingState.now → advanceWaitingList) what time has made due happens: reminders whose sale has
// started are sent, offers whose 24 hours ran out expire, and seats that came back — a refund paid back,
// an order that ran out unpaid or was cancelled, seats the organiser added, an offer that expired or was
// left — are offered to the first in line whose quantity fits (waiting-rules.ts), by SMS (the outbox)
// and in the app.
import { beijingTime } from '../kit/beijing-time';
import { IdSequence } from '../kit/id-sequence';
import { CURRENCY, yuan } from '../kit/money';
import { RecordList } from '../kit/record-list';
import type { TicketTypeRecord } from '../ticketing/ticket-types';
import type { WaitingEntry, WaitingKind, WaitingMessage, WaitingStatus } from './waitlist-wire.types';
import { offersFor, WAITING_OFFER_MS } from './waiting-rules';

const ENTRY_ID_BASE = 5_907_000_000_100_000_000n;

export interface WaitingRecord {
  entryId: string;
  exhibitionId: string;
  ticketTypeId: string;
  userId: string;
  personId: string;
  /** The mobile number the SMS goes to (the buyer's at the time they joined). */
  phone: string;
  kind: WaitingKind;
  status: WaitingStatus;
  /** Seats waited for (0 for a reminder). */
  quantity: number;
  joinedAt: number;
  offeredAt?: number;
  offerExpiresAt?: number;
  orderId?: string;
}

/** What the waiting list reads of the rest of the ticketing state. */
export interface WaitingBooks {
  waitingList: WaitingListStore;
  type(ticketTypeId: string): TicketTypeRecord | undefined;
  /** Seats of a type that orders hold now (paid, or unpaid and open), offers not counted. */
  seatsOrdered(now: number): (ticketTypeId: string) => number;
}

const isOpen = (entry: WaitingRecord): boolean => (entry.kind === 'seats' ? entry.status === 'waiting' || entry.status === 'offered' : entry.status === 'waiting');

export class WaitingListStore extends RecordList<WaitingRecord> {
  /** The SMS sent, oldest first (the test hook lists them). */
  messages: Omit<WaitingMessage, 'link'>[] = [];
  /** The entry whose offer is being ordered right now: its seats are its holder's to order. */
  redeeming: string | undefined;
  private readonly ids = new IdSequence(ENTRY_ID_BASE);

  constructor() {
    super([], (entry) => entry.entryId);
  }

  newEntry(fields: Omit<WaitingRecord, 'entryId' | 'status'>): WaitingRecord {
    return this.add({ ...fields, entryId: this.ids.next(), status: 'waiting' });
  }

  /** A person's entries on one exhibition, newest first, those they left not among them. */
  ofPerson(personId: string, exhibitionId: string): WaitingRecord[] {
    return this.all.filter((e) => e.personId === personId && e.exhibitionId === exhibitionId && e.status !== 'left').reverse();
  }

  /** The person's entry of a kind for a type still in play (waiting, offered; a reminder not sent). */
  openEntry(personId: string, ticketTypeId: string, kind: WaitingKind): WaitingRecord | undefined {
    return this.all.find((e) => e.personId === personId && e.ticketTypeId === ticketTypeId && e.kind === kind && isOpen(e));
  }

  /** The places in a type's line, in the order people joined. */
  line(ticketTypeId: string): WaitingRecord[] {
    return this.all.filter((e) => e.ticketTypeId === ticketTypeId && e.kind === 'seats' && e.status === 'waiting');
  }

  /** 1 for the next in line; undefined when not waiting. */
  positionOf(entry: WaitingRecord): number | undefined {
    const index = this.line(entry.ticketTypeId).indexOf(entry);
    return index < 0 ? undefined : index + 1;
  }

  /** Seats of a type that open offers hold, one entry (the one being ordered) left out. */
  held(ticketTypeId: string, exceptEntryId?: string): number {
    return this.all.reduce((sum, e) => (e.ticketTypeId === ticketTypeId && e.status === 'offered' && e.entryId !== exceptEntryId ? sum + e.quantity : sum), 0);
  }
}

const DATE_TIME = (at: number): string => beijingTime(at).slice(5, 16);

/** The offer's SMS, in both languages of the page (the backend does not know which one the buyer reads). */
function offerText(type: TicketTypeRecord, entry: WaitingRecord): string {
  const until = DATE_TIME(entry.offerExpiresAt ?? 0);
  const price = yuan(type.priceFen);
  return (
    `【fairpass】「${type.name}」有余票了：已为您保留 ${entry.quantity} 张，原价 ¥${price}/张，请于 ${until}（北京时间）前购买，逾期顺延给下一位。` +
    ` Seats of "${type.nameEn}" came back: ${entry.quantity} held for you at the list price of ¥${price} each until ${until} (China Standard Time).`
  );
}

function reminderText(type: TicketTypeRecord): string {
  return `【fairpass】「${type.name}」已开售，先到先得。 "${type.nameEn}" is now on sale.`;
}

function offer(books: WaitingBooks, entry: WaitingRecord, type: TicketTypeRecord, at: number): void {
  entry.status = 'offered';
  entry.offeredAt = at;
  entry.offerExpiresAt = at + WAITING_OFFER_MS;
  books.waitingList.messages.push({ at, userId: entry.userId, phone: entry.phone, entryId: entry.entryId, kind: 'offer', text: offerText(type, entry) });
}

/** Seats of a type free for its line at `at`: what neither orders nor open offers hold. */
function freeSeats(books: WaitingBooks, type: TicketTypeRecord, ordered: (ticketTypeId: string) => number): number {
  if (type.capacity === undefined) return 0;
  return type.capacity - type.soldBefore - ordered(type.id) - books.waitingList.held(type.id);
}

/** Offers the seats free at `at` to each type's line, while the type is on sale. */
function allocate(books: WaitingBooks, at: number, now: number): void {
  const ordered = books.seatsOrdered(now);
  const types = new Set(books.waitingList.every().filter((e) => e.kind === 'seats' && e.status === 'waiting').map((e) => e.ticketTypeId));
  for (const ticketTypeId of types) {
    const type = books.type(ticketTypeId);
    if (!type || at < type.saleStartAt || at >= type.saleEndAt) continue;
    const line = books.waitingList.line(ticketTypeId);
    for (const entryId of offersFor(line, freeSeats(books, type, ordered))) {
      const entry = line.find((e) => e.entryId === entryId);
      if (entry) offer(books, entry, type, at);
    }
  }
}

/** What the server clock has made due on the waiting lists (see the top of this file). */
export function advanceWaitingList(books: WaitingBooks, now: number): void {
  const list = books.waitingList;
  for (const entry of list.every()) {
    const type = books.type(entry.ticketTypeId);
    if (entry.kind !== 'reminder' || entry.status !== 'waiting' || !type || now < type.saleStartAt) continue;
    entry.status = 'reminded';
    list.messages.push({ at: type.saleStartAt, userId: entry.userId, phone: entry.phone, entryId: entry.entryId, kind: 'reminder', text: reminderText(type) });
  }
  // Each offer that ran out passes its seats on at its own moment, so a day's jump offers, expires and
  // offers again as the days would have.
  for (;;) {
    const due = list
      .every()
      .filter((e) => e.status === 'offered' && e.offerExpiresAt !== undefined && e.offerExpiresAt <= now)
      .sort((a, b) => (a.offerExpiresAt ?? 0) - (b.offerExpiresAt ?? 0))[0];
    if (!due) break;
    due.status = 'expired';
    allocate(books, due.offerExpiresAt ?? now, now);
  }
  allocate(books, now, now);
}

/** A mobile number as the page shows whom the SMS goes to: 138****0170. */
export const maskedPhone = (phone: string): string => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);

export function toWireEntry(entry: WaitingRecord, type: TicketTypeRecord | undefined, position: number | undefined, now: number): WaitingEntry {
  const offerTime = entry.offerExpiresAt !== undefined && (entry.status === 'offered' || entry.status === 'expired');
  return {
    entryId: entry.entryId,
    exhibitionId: entry.exhibitionId,
    ticketTypeId: entry.ticketTypeId,
    name: type?.name ?? '',
    nameEn: type?.nameEn ?? '',
    kind: entry.kind,
    status: entry.status,
    ...(entry.kind === 'seats' ? { quantity: entry.quantity } : {}),
    ...(position === undefined ? {} : { position }),
    price: yuan(type?.priceFen ?? 0),
    currency: CURRENCY,
    saleStartTime: beijingTime(type?.saleStartAt ?? 0),
    ...(offerTime ? { offerExpireTime: beijingTime(entry.offerExpiresAt ?? 0) } : {}),
    remainingSeconds: entry.status === 'offered' && entry.offerExpiresAt !== undefined ? Math.max(0, Math.ceil((entry.offerExpiresAt - now) / 1000)) : 0,
    serverTime: now,
    ...(entry.orderId === undefined ? {} : { orderId: entry.orderId }),
    notifyPhone: maskedPhone(entry.phone),
    createTime: beijingTime(entry.joinedAt),
  };
}
