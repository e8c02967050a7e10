import type { UserInfo } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { MemoryStorageAdapter } from '../storage/memory-storage.adapter';
import { WebStorageAdapter, type StorageLike } from '../storage/web-storage.adapter';
import { ACCOUNT_KEY_PREFIX, AccountData, accountKey, type ForgottenAccount } from './account-data';
import { SessionStore } from './session.store';

const userOf = (userId: string) => ({ userId, userExhibitionVO: { registerType: 'visitor' } }) as unknown as UserInfo;

function device(userId = 'u-a') {
  const storage = new MemoryStorageAdapter();
  const session = new SessionStore(storage);
  session.setEntry({ exhibitionId: 'demo' });
  session.setToken('token-a');
  session.setUser(userOf(userId));
  const data = new AccountData(session, storage);
  const held = () => ({ local: storage.keys('local'), session: storage.keys('session') });
  return { storage, session, data, held };
}

describe('forgetting the account on this device', () => {
  it('ends the session and removes what was kept for any account, in both storage areas, on logout', async () => {
    const { storage, session, data, held } = device();
    storage.set('local', accountKey('u-a', 'ticket.t-1'), { holderName: '严升级', rotation: { secret: 's' } });
    storage.set('local', accountKey('u-b', 'ticket.t-9'), { holderName: '别人' });
    storage.set('session', accountKey('u-a', 'note'), 'x');
    storage.set('local', 'languageType', 'en');

    await data.forget('logout');

    expect(session.getSnapshot()).toMatchObject({ token: null, user: null });
    expect(held().local).toEqual(['languageType']);
    expect(held().session.filter((key) => key.startsWith(ACCOUNT_KEY_PREFIX))).toEqual([]);
    // The visit's link and exhibition stay: the login page opens with them.
    expect(session.getSnapshot().entry).toEqual({ exhibitionId: 'demo' });
  });

  it('removes the keys the app registered, whole keys and prefixes, and the offline tickets an older build kept', async () => {
    const { storage, data, held } = device();
    data.registerKeys('fairpass.draft.', 'fairpassBusinessCardDraft');
    storage.set('session', 'fairpass.draft.invoiceHeader', { title: '半个抬头' });
    storage.set('session', 'fairpassBusinessCardDraft', { name: '严升级' });
    storage.set('session', 'fairpass.drafty', 'not under the prefix');
    storage.set('local', 'fairpass.ticket.u-a.t-1', { code: 'FP1.t-1.abc' });

    await data.forget('logout');

    expect(held().session).toContain('fairpass.drafty');
    expect(held().session).not.toContain('fairpass.draft.invoiceHeader');
    expect(held().session).not.toContain('fairpassBusinessCardDraft');
    expect(held().local).toEqual([]);
  });

  it('runs the registered steps with the account that was logged in, after the session ended, and survives a failing one', async () => {
    const { session, data } = device('u-lead');
    const seen: ForgottenAccount[] = [];
    data.onForget(() => {
      throw new Error('a broken step');
    });
    const stop = data.onForget((account) => {
      expect(session.getSnapshot().token).toBeNull();
      seen.push(account);
    });

    await data.forget('expired');
    stop();
    await data.forget('logout');

    expect(seen).toEqual([{ reason: 'expired', userId: 'u-lead', exhibitionId: 'demo' }]);
  });

  it('keeps what the person typed when the server ends their session (401), for their own next login only', async () => {
    const { storage, session, data } = device('u-a');
    data.registerKeys('fairpass.draft.');
    storage.set('session', 'fairpass.draft.invoiceHeader', { title: '半个抬头' });
    storage.set('local', accountKey('u-a', 'ticket.t-1'), { holderName: '严升级' });

    await data.forget('expired');
    expect(session.getSnapshot()).toMatchObject({ token: null, user: null });
    expect(storage.keys('local')).toEqual([]);
    expect(storage.get('session', 'fairpass.draft.invoiceHeader')).toEqual({ title: '半个抬头' });

    session.setToken('token-a2');
    session.setUser(userOf('u-a'));
    expect(storage.get('session', 'fairpass.draft.invoiceHeader')).toEqual({ title: '半个抬头' });

    await data.forget('expired');
    session.setToken('token-b');
    session.setUser(userOf('u-b'));
    expect(storage.get('session', 'fairpass.draft.invoiceHeader')).toBeUndefined();
  });

  it('forgets the account before when another one logs in without a logout, keeping the new one’s data', async () => {
    const { storage, session, data } = device('u-a');
    const seen: ForgottenAccount[] = [];
    data.onForget((account) => void seen.push(account));
    data.registerKeys('fairpass.writeKey.');
    storage.set('local', accountKey('u-a', 'ticket.t-1'), {});
    storage.set('local', accountKey('u-b', 'ticket.t-2'), {});
    storage.set('session', 'fairpass.writeKey.order', { key: 'k' });

    session.setUser(userOf('u-a'));
    expect(seen).toEqual([]);
    session.setToken('token-b');
    session.setUser(userOf('u-b'));
    await Promise.resolve();

    expect(seen).toEqual([{ reason: 'switched', userId: 'u-a', exhibitionId: 'demo' }]);
    expect(storage.keys('local')).toEqual([accountKey('u-b', 'ticket.t-2')]);
    expect(storage.get('session', 'fairpass.writeKey.order')).toBeUndefined();
  });

  it('drops data another account left (a tab closed without logging out) when an account logs in', () => {
    const storage = new MemoryStorageAdapter();
    storage.set('local', accountKey('u-a', 'ticket.t-1'), { holderPhone: '13800000112' });
    storage.set('local', accountKey('u-b', 'ticket.t-2'), {});
    const session = new SessionStore(storage);
    new AccountData(session, storage);

    session.setToken('token-b');
    session.setUser(userOf('u-b'));

    expect(storage.keys('local')).toEqual([accountKey('u-b', 'ticket.t-2')]);
  });

  it('keeps user ids with dots and slashes apart in the keys', async () => {
    const { storage, data } = device('a.b/c');
    expect(accountKey('a.b/c', 'ticket.t')).toBe(`${ACCOUNT_KEY_PREFIX}a.b%2Fc/ticket.t`);
    storage.set('local', accountKey('a.b/c', 'ticket.t'), {});
    await data.forget('logout');
    expect(storage.keys('local')).toEqual([]);
  });

  it('lists and removes keys of the browser’s Web Storage', async () => {
    const areas = { local: webStorage(), session: webStorage() };
    const storage = new WebStorageAdapter({ local: () => areas.local, session: () => areas.session });
    const session = new SessionStore(storage);
    session.setToken('t');
    session.setUser(userOf('u-a'));
    const data = new AccountData(session, storage);
    data.registerKeys('fairpass.draft.');
    areas.local.setItem(accountKey('u-a', 'ticket.t-1'), '{}');
    areas.session.setItem('fairpass.draft.login', '{}');

    await data.forget('logout');

    expect(areas.local.length).toBe(0);
    expect(storage.keys('session')).toEqual([]);
  });
});

/** A Web Storage stand-in with the listing members a browser's has. */
function webStorage(): StorageLike & { readonly length: number } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}
