// The gifts: a giver's issued tickets of one type, locked while the gift is open. Each claim moves one of
// them to a claimant; 72 hours after it was made (server clock) the gift expires and, like a cancel,
// gives the unclaimed tickets back. A gift's id is the claim link's ticketGiveRecordId, so it is random
// (holding the link is what lets someone claim), except for the seeded demo gift.
import { randomBytes } from 'node:crypto';
import { beijingTime } from '../kit/beijing-time';
import { RecordList } from '../kit/record-list';
import type { TicketStore } from '../ticketing/tickets';
import type { TicketTypeRecord } from '../ticketing/ticket-types';
import type { Gift, GiftClaimInfo, GiftStatus } from './gifting-wire.types';

export const GIFT_TTL_MS = 72 * 3600 * 1000;

export interface GiftClaimRecord {
  /** The giver's ticket the claim took (now revoked 'gifted'). */
  fromTicketId: string;
  /** The claimant's new ticket. */
  ticketId: string;
  claimantPersonId: string;
  claimantName: string;
  claimedAt: number;
}

export interface GiftRecord {
  giftId: string;
  exhibitionId: string;
  userId: string;
  personId: string;
  giverName: string;
  ticketTypeId: string;
  /** The giver's tickets in the gift, claimed or not. */
  ticketIds: readonly string[];
  claims: readonly GiftClaimRecord[];
  status: GiftStatus;
  createdAt: number;
  expiresAt: number;
}

/** 16 random hex digits: a link nobody can guess. */
export const newGiftId = (): string => randomBytes(8).toString('hex');

/** The gift's tickets nobody has claimed yet. */
export const unclaimedOf = (gift: GiftRecord): string[] => gift.ticketIds.filter((id) => !gift.claims.some((c) => c.fromTicketId === id));

/** What others see of a claimant: the first character, then a star (张三 → 张*). */
export const maskName = (name: string): string => `${Array.from(name.trim())[0] ?? ''}*`;

export class GiftStore extends RecordList<GiftRecord> {
  constructor(seeded: readonly GiftRecord[]) {
    super(seeded, (gift) => gift.giftId);
  }

  /** A person's gifts on one exhibition, newest first. */
  ofPerson(personId: string, exhibitionId: string): GiftRecord[] {
    return this.all.filter((g) => g.personId === personId && g.exhibitionId === exhibitionId).reverse();
  }

  /** Closes the open gifts whose 72 hours ran out and gives their unclaimed tickets back. */
  expireDue(now: number, tickets: TicketStore): void {
    for (const gift of this.all) if (gift.status === 'pending' && now >= gift.expiresAt) close(gift, 'expired', tickets);
  }
}

/** Ends an open gift (expired, cancelled): its unclaimed tickets unlock and stay the giver's. */
export function close(gift: GiftRecord, status: 'expired' | 'cancelled', tickets: TicketStore): void {
  for (const ticketId of unclaimedOf(gift)) {
    const ticket = tickets.find(ticketId);
    if (ticket?.giftId === gift.giftId) tickets.unlock(ticket);
  }
  gift.status = status;
}

export function toWireGift(gift: GiftRecord, type: TicketTypeRecord | undefined, now: number): Gift {
  return {
    giftId: gift.giftId,
    exhibitionId: gift.exhibitionId,
    ticketTypeId: gift.ticketTypeId,
    name: type?.name ?? '',
    nameEn: type?.nameEn ?? '',
    quantity: gift.ticketIds.length,
    claimedCount: gift.claims.length,
    status: gift.status,
    claims: gift.claims.map((c) => ({ ticketId: c.fromTicketId, claimantName: maskName(c.claimantName), claimTime: beijingTime(c.claimedAt) })),
    createTime: beijingTime(gift.createdAt),
    expireTime: beijingTime(gift.expiresAt),
    serverTime: now,
    remainingSeconds: gift.status === 'pending' ? Math.max(0, Math.ceil((gift.expiresAt - now) / 1000)) : 0,
    giverName: gift.giverName,
  };
}

export function toWireClaimInfo(gift: GiftRecord, type: TicketTypeRecord | undefined, now: number): GiftClaimInfo {
  return {
    giftId: gift.giftId,
    giverName: gift.giverName,
    name: type?.name ?? '',
    nameEn: type?.nameEn ?? '',
    quantity: gift.ticketIds.length,
    left: gift.status === 'pending' ? unclaimedOf(gift).length : 0,
    status: gift.status,
    expireTime: beijingTime(gift.expiresAt),
    serverTime: now,
  };
}
