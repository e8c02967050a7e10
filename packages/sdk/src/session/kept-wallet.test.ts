import type { UserInfo } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { MemoryStorageAdapter } from '../storage/memory-storage.adapter';
import { accountKey } from './account-keys';
import { AccountData } from './account-data';
import { keptWalletKey } from './kept-wallet';
import type { KeptWallet } from './session-snapshot';
import { SessionStore } from './session.store';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 4, 1);
const userOf = (userId: string) => ({ userId, userExhibitionVO: { registerType: 'visitor' } }) as unknown as UserInfo;
const walletOf = (userId: string, until = NOW + 30 * DAY): KeptWallet => ({
  userId,
  entry: { exhibitionId: 'demo', registerType: 'visitor', tenantId: '000000' },
  config: null,
  keptAt: NOW,
  until,
});

/** A phone whose tab logged in as `userId` and kept its wallet (holder and tickets). */
function phone(userId = 'u-a') {
  const storage = new MemoryStorageAdapter();
  let now = NOW;
  const clock = () => now;
  const session = new SessionStore(storage, clock);
  session.setEntry({ exhibitionId: 'demo', registerType: 'visitor' });
  session.setToken('token-a');
  session.setUser(userOf(userId));
  const data = new AccountData(session, storage);
  session.keepWallet(walletOf(userId));
  storage.set('local', keptWalletKey(userId, 'tickets'), { exhibitionId: 'demo', receivedAt: NOW, tickets: [{ ticketId: 't-1', holderName: '严升级' }] });
  /** A fresh tab of the same phone, `later` ms on: its own session storage, the phone's local storage. */
  const freshTab = (later = 0) => {
    now += later;
    storage.endSession();
    const tab = new SessionStore(storage, clock);
    return { tab, data: new AccountData(tab, storage) };
  };
  return { storage, session, data, freshTab };
}

describe('the wallet a phone keeps for the gate', () => {
  it('opens in a fresh tab with no login, and keeps no token, refresh token or session in local storage', () => {
    const { storage, freshTab } = phone();
    const { tab } = freshTab(DAY);
    expect(tab.getSnapshot()).toMatchObject({ token: null, user: null, keptWallet: { userId: 'u-a', entry: { exhibitionId: 'demo' } } });
    expect([...storage.keys('local')].sort()).toEqual([keptWalletKey('u-a'), keptWalletKey('u-a', 'tickets')].sort());
    expect(JSON.stringify(storage.keys('local').map((key) => storage.get('local', key)))).not.toMatch(/token-a|refresh/);
  });

  it('is forgotten, tickets and all, once its time is over', () => {
    const { storage, freshTab } = phone();
    const { tab } = freshTab(31 * DAY);
    expect(tab.getSnapshot().keptWallet).toBeNull();
    expect(storage.keys('local')).toEqual([]);
  });

  it('stays when the server ends the session (a 401), and for the same account’s next login', async () => {
    const { storage, session, data } = phone();
    storage.set('local', accountKey('u-a', 'note'), 'not the wallet');
    await data.forget('expired');
    expect(session.getSnapshot()).toMatchObject({ token: null, keptWallet: { userId: 'u-a' } });
    expect([...storage.keys('local')].sort()).toEqual([keptWalletKey('u-a'), keptWalletKey('u-a', 'tickets')].sort());

    session.setToken('token-a2');
    session.setUser(userOf('u-a'));
    expect(session.getSnapshot().keptWallet?.userId).toBe('u-a');
  });

  it('goes on logout, in this tab and for the next one', async () => {
    const { storage, session, data, freshTab } = phone();
    await data.forget('logout');
    expect(session.getSnapshot().keptWallet).toBeNull();
    expect(storage.keys('local')).toEqual([]);
    expect(freshTab().tab.getSnapshot().keptWallet).toBeNull();
  });

  it('goes on logout from a fresh tab that only showed it, with no login there', async () => {
    const { storage, freshTab } = phone();
    const { tab, data } = freshTab();
    await data.forget('logout');
    expect(tab.getSnapshot().keptWallet).toBeNull();
    expect(storage.keys('local')).toEqual([]);
  });

  it('goes when another account logs in, in a tab of its own: nothing of one account is shown to the next', () => {
    const { storage, freshTab } = phone('u-a');
    const { tab } = freshTab();
    tab.setToken('token-b');
    tab.setUser(userOf('u-b'));
    expect(tab.getSnapshot().keptWallet).toBeNull();
    expect(storage.keys('local')).toEqual([]);
  });

  it('is read again when another tab of the phone changed it (a logout there)', async () => {
    const { storage, freshTab } = phone();
    const first = freshTab();
    const second = new SessionStore(storage, () => NOW);
    await first.data.forget('logout');
    expect(second.getSnapshot().keptWallet).not.toBeNull();
    second.reloadKeptWallet();
    expect(second.getSnapshot().keptWallet).toBeNull();
  });
});
