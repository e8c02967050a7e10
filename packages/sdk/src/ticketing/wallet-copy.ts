// The tickets of the wallet a phone keeps for the gate (issue 28 §3, docs/offline-wallet.md), beside the
// holder record the session keeps (session/kept-wallet.ts): each wallet answer read with a login is kept
// (a first page replaces the copy, a later page adds to it, a ticket's own answer updates or removes
// it), so a fresh tab with no network and no login opens the wallet and a ticket's live QR from it. Only
// what the offline screens show is kept (domain keptCopyOf); the copy and its holder go with the account
// on logout or another account's login, and by themselves a day after the last ticket's validity ends.
import type { ClockPort, Page, StoragePort } from '@fairpass/domain';
import { keptWalletUntil, serverClockOffset, ticketsToKeep, type Ticket } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { forgetKeptWallet, keptWalletKey } from '../session/kept-wallet';
import type { SessionStore } from '../session/session.store';

/** What is kept: the tickets as they read when `receivedAt` (the phone's clock) came, for one exhibition. */
interface WalletCopyRecord {
  readonly exhibitionId: string;
  readonly receivedAt: number;
  readonly tickets: readonly Ticket[];
}

/** The kept copy as the wallet reads it. */
export interface KeptTickets {
  readonly userId: string;
  readonly exhibitionId: string;
  /** The phone's clock when the newest answer kept arrived; the tickets' `serverTime`s read as of then. */
  readonly receivedAt: number;
  readonly tickets: readonly Ticket[];
}

const TICKETS_PART = 'tickets';

/** A ticket as it would have read at `to`: its `serverTime` moved with the phone's clock, so its clock offset holds. */
const rebased = (ticket: Ticket, from: number, to: number): Ticket => (from === to ? ticket : { ...ticket, serverTime: ticket.serverTime + (to - from) });

@injectable()
export class WalletCopy {
  constructor(
    @inject(TOKENS.Session) private readonly session: SessionStore,
    @inject(TOKENS.Storage) private readonly storage: StoragePort,
    @inject(TOKENS.Clock) private readonly clock: ClockPort,
  ) {}

  /** The copy the phone keeps for the link's exhibition (or for its only one, before a link names any), or undefined. */
  read(): KeptTickets | undefined {
    const { keptWallet, entry } = this.session.getSnapshot();
    if (keptWallet === null) return undefined;
    const record = this.record(keptWallet.userId);
    if (record === undefined) return undefined;
    if (entry.exhibitionId && entry.exhibitionId !== record.exhibitionId) return undefined;
    return { userId: keptWallet.userId, ...record };
  }

  /** Keeps a page of the valid tickets read under `login` (the session's loginMark when the read began): the first page replaces the copy, a later one adds to it. */
  keepPage(page: Page<Ticket>, receivedAt: number, login: number): void {
    const owner = this.owner(login);
    if (owner === undefined) return;
    const before = page.current > 1 ? this.record(owner.userId) : undefined;
    const fresh = ticketsToKeep(page.records);
    const ids = new Set(fresh.map((ticket) => ticket.ticketId));
    const kept = (before?.exhibitionId === owner.exhibitionId ? before.tickets : [])
      .filter((ticket) => !ids.has(ticket.ticketId))
      .map((ticket) => rebased(ticket, before?.receivedAt ?? receivedAt, receivedAt));
    this.write(owner, [...kept, ...fresh], receivedAt);
  }

  /** Keeps one ticket read with a login: a valid one is added or updated, one no longer valid (revoked, used) leaves the copy. */
  keepTicket(ticket: Ticket, receivedAt: number, login: number): void {
    const owner = this.owner(login);
    if (owner === undefined) return;
    const before = this.record(owner.userId);
    const others = (before?.exhibitionId === owner.exhibitionId ? before.tickets : [])
      .filter((kept) => kept.ticketId !== ticket.ticketId)
      .map((kept) => rebased(kept, before?.receivedAt ?? receivedAt, receivedAt));
    const position = before?.tickets.findIndex((kept) => kept.ticketId === ticket.ticketId) ?? -1;
    const tickets = [...others];
    tickets.splice(position < 0 ? tickets.length : position, 0, ...ticketsToKeep([ticket]));
    this.write(owner, tickets, receivedAt);
  }

  /**
   * The logged-in account and its exhibition, when there is a login to keep the copy for: the one the
   * tickets were read under (`login`, the session's loginMark then), not another account's that logged
   * in after a logout while the reply was on its way.
   */
  private owner(login: number): { readonly userId: string; readonly exhibitionId: string } | undefined {
    if (this.session.loginMark() !== login) return undefined;
    const { token, user, entry } = this.session.getSnapshot();
    const userId = user?.userId ?? '';
    return token && userId !== '' && entry.exhibitionId ? { userId, exhibitionId: entry.exhibitionId } : undefined;
  }

  private write(owner: { readonly userId: string; readonly exhibitionId: string }, tickets: readonly Ticket[], receivedAt: number): void {
    // The server's clock as it was when the answer came: the tickets carry it.
    const offset = serverClockOffset({ serverTime: tickets[0]?.serverTime ?? Number.NaN, receivedAt });
    const until = keptWalletUntil(tickets, receivedAt + offset);
    if (until === undefined || until - offset <= this.clock.now()) {
      forgetKeptWallet(this.storage, owner.userId);
      this.session.reloadKeptWallet();
      return;
    }
    try {
      this.storage.set('local', keptWalletKey(owner.userId, TICKETS_PART), { exhibitionId: owner.exhibitionId, receivedAt, tickets } satisfies WalletCopyRecord);
    } catch {
      // Full or refused storage: the wallet still shows while online.
      return;
    }
    const { entry, config } = this.session.getSnapshot();
    this.session.keepWallet({ userId: owner.userId, entry, config, keptAt: receivedAt, until: until - offset });
  }

  private record(userId: string): WalletCopyRecord | undefined {
    try {
      const record = this.storage.get<WalletCopyRecord>('local', keptWalletKey(userId, TICKETS_PART));
      return record && typeof record.exhibitionId === 'string' && typeof record.receivedAt === 'number' && Array.isArray(record.tickets) ? record : undefined;
    } catch {
      return undefined;
    }
  }
}
