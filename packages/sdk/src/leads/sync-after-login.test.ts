// The outbox after a session ends and the account logs in again, with the interleavings that left leads
// unsent for a whole sync interval (issue 26 §5, the leads-offline journey's "second login" flake):
// - a login's token arrives before the user record that names the account: the pass its token starts
//   finds no account, and the runner used to wait its interval (30 s) for the next one;
// - a try in flight when another request's 401/4901 ended the session fails for the network and backs
//   off (up to 90 s after a long time offline); the next login used to wait that backoff out.
// Time is the runner's fake timers and the book's fixed clock; each reply is released by the test.
import type { DomainError, Result, UserInfo } from '@fairpass/domain';
import { DomainError as Failure, err, ok } from '@fairpass/domain';
import type { Lead, LeadSaveReply, LeadsGateway } from '@fairpass/domain/leads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FixedClock } from '../clock/fixed.clock';
import { SessionStore } from '../session/session.store';
import { MemoryStorageAdapter } from '../storage/memory-storage.adapter';
import { LeadBook } from './lead-book';
import { LeadSync } from './lead-sync';
import { startAutoSync } from './lead-sync-runner';
import { MemoryLeadStore } from './store/memory-lead-store';

const user = { userId: 'u-runner-1', account: '13800000150', userExhibitionVO: { registerType: 'commerceExhibition' } } as unknown as UserInfo;

const serverLead = (leadId: string, badgeCode: string): Lead =>
  ({
    leadId,
    exhibitionId: 'runner-demo',
    source: 'qr',
    badgeCode,
    name: '王子涵',
    mobile: '13900170041',
    rating: 'warm',
    tags: [],
    notes: '',
    capturedBy: { userId: user.userId, name: '褚贸易' },
    capturedAt: '2026-05-12 09:00:00',
    updateTime: '2026-05-12 09:00:00',
    version: 1,
  }) as unknown as Lead;

/** A lead gateway whose saves the test answers one at a time (none answered: the call waits). */
class SaveDesk {
  readonly saves: { leadId: string; answer: (reply: Result<LeadSaveReply, DomainError>) => void }[] = [];
  readonly gateway = {
    save: (input: { leadId: string }) => new Promise<Result<LeadSaveReply, DomainError>>((answer) => this.saves.push({ leadId: input.leadId, answer })),
  } as unknown as LeadsGateway;

  /** Answers the oldest unanswered save. */
  answer(reply: 'saved' | 'no network'): void {
    const save = this.saves.find((s) => !answered.has(s));
    if (!save) throw new Error('no save is waiting for an answer');
    answered.add(save);
    save.answer(reply === 'saved' ? ok({ lead: serverLead(save.leadId, 'FPB-2026-0041'), created: true } as LeadSaveReply) : err(new Failure('NETWORK.EXCEPTION', 'offline')));
  }
}
const answered = new WeakSet<object>();

function phone() {
  const session = new SessionStore(new MemoryStorageAdapter());
  session.setEntry({ exhibitionId: 'runner-demo', registerType: 'commerceExhibition', tenantId: '000000' });
  session.setToken('token-1');
  session.setUser(user);
  const clock = new FixedClock(Date.UTC(2026, 4, 12, 1));
  const book = new LeadBook(new MemoryLeadStore(), session, clock);
  const desk = new SaveDesk();
  // The jitter fixed at its middle: retryDelayMs(n) = 1 s · 2^(n-1), at most 60 s.
  const sync = new LeadSync('tab-1', book, desk.gateway, session, () => 0.5);
  return { session, clock, book, desk, sync };
}

async function captured(book: LeadBook): Promise<string> {
  const result = await book.capture({ source: 'qr', badgeCode: 'FPB-2026-0041' });
  if (!result.ok) throw new Error(result.error.code);
  return result.value.lead.localId;
}

/** Lets every pending promise settle (no timer runs). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('after the session ended, the next login', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the waiting lead once the user record names the account, though the token came first', async () => {
    const { session, book, desk, sync } = phone();
    const localId = await captured(book);
    // The server ended the session (401/4901): the lead and its write wait on the phone.
    session.clearAuth();
    const stop = startAutoSync(book, sync, session, { intervalMs: 30_000 });
    await settle();

    // The login's token is kept first; the user record follows one request later (fetchUser).
    session.setToken('token-2');
    await settle();
    expect(desk.saves).toHaveLength(0);
    session.setUser(user);
    await settle();

    expect(desk.saves.map((save) => save.leadId)).toEqual([localId]);
    desk.answer('saved');
    await settle();
    expect(book.get(localId)?.sync).toBe('synced');
    stop();
    book.close();
  });

  it('sends at once a lead whose try was in flight when another request’s 401 ended the session, not after its backoff', async () => {
    const { session, clock, book, desk, sync } = phone();
    const localId = await captured(book);
    // A long time with no network: each try fails and the backoff grows (1 s, 2 s, 4 s, 8 s, 16 s).
    for (let tries = 0; tries < 5; tries += 1) {
      const pass = sync.pass();
      await settle();
      desk.answer('no network');
      const result = await pass;
      expect(result.outcome).toBe('wait');
      clock.advance(result.outcome === 'wait' ? result.waitMs : 0);
    }
    // The network is back: the `online` event's resume, then a pass whose try goes out …
    await sync.resume();
    const inFlight = sync.pass();
    await settle();
    // … and before its answer, another request of the page meets the 4901 and the session ends
    // (account-data's forgetting). The pass ends with the session (its try is cancelled; this desk
    // answers it as failed for the network), counting no backoff for a session that no longer exists.
    session.clearAuth();
    desk.answer('no network');
    expect(await inFlight).toMatchObject({ outcome: 'logged_out', sent: 1 });
    // The account logs in again a few seconds later.
    clock.advance(3_000);
    session.setToken('token-2');
    session.setUser(user);
    const afterLogin = sync.pass();
    await settle();
    expect(desk.saves.map((save) => save.leadId)).toEqual(Array(7).fill(localId));
    desk.answer('saved');
    expect(await afterLogin).toEqual({ outcome: 'done', sent: 1 });
    book.close();
  });
});
