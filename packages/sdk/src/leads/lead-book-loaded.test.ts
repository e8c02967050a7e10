// The book says its leads were read only once the phone's store was read for the account logged in now
// (issue 29): the list never shows a count (0, or another account's) before that.
import type { UserInfo } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../clock/fixed.clock';
import { SessionStore } from '../session/session.store';
import { MemoryStorageAdapter } from '../storage/memory-storage.adapter';
import { LeadBook } from './lead-book';
import { MemoryLeadStore } from './store/memory-lead-store';

const userOf = (userId: string) => ({ userId, account: '13800000150', userExhibitionVO: { registerType: 'commerceExhibition' } }) as unknown as UserInfo;

/** A store whose reads wait until the test lets them through. */
class SlowStore extends MemoryLeadStore {
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => undefined;
  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  release(): void {
    this.open();
  }
  override async all(owner: string) {
    await this.gate;
    return super.all(owner);
  }
}

function phone() {
  const session = new SessionStore(new MemoryStorageAdapter());
  session.setEntry({ exhibitionId: 'loaded-demo', registerType: 'commerceExhibition', tenantId: '000000' });
  const store = new SlowStore();
  const book = new LeadBook(store, session, new FixedClock(Date.UTC(2026, 4, 12, 1)));
  return { session, store, book };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whether the book has read the phone’s leads', () => {
  it('is not loaded before anyone is logged in, nor while the store is being read', async () => {
    const { session, store, book } = phone();
    await book.ready();
    expect(book.getStatus().loaded).toBe(false);
    store.hold();
    session.setToken('token-1');
    session.setUser(userOf('u-loaded-1'));
    await settle();
    expect(book.getStatus().loaded).toBe(false);
    store.release();
    await book.ready();
    expect(book.getStatus().loaded).toBe(true);
  });

  it('is not loaded again while another account’s leads are read, and counts that account’s leads once read', async () => {
    const { session, store, book } = phone();
    session.setToken('token-1');
    session.setUser(userOf('u-loaded-1'));
    const captured = await book.capture({ source: 'qr', badgeCode: 'FPB-2026-0041' });
    expect(captured.ok).toBe(true);
    expect(book.getStatus()).toMatchObject({ loaded: true, unsynced: 1 });
    store.hold();
    session.setUser(userOf('u-loaded-2'));
    await settle();
    expect(book.getStatus().loaded).toBe(false);
    store.release();
    await book.ready();
    expect(book.getStatus()).toMatchObject({ loaded: true, unsynced: 0 });
  });
});
