import type { UserInfo } from '@fairpass/domain';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryStorageAdapter } from '../storage/memory-storage.adapter';
import { SessionStore } from './session.store';

const user = { userId: 'u1', phone: '13800000004', userExhibitionVO: { registerType: 'visitor' } } as unknown as UserInfo;

describe('SessionStore', () => {
  it('restores token, user and language a previous page load stored', () => {
    const storage = new MemoryStorageAdapter();
    const first = new SessionStore(storage);
    first.setToken('t-1', 'r-1');
    first.setUser(user);
    first.setLanguage('en');

    const restored = new SessionStore(storage).getSnapshot();

    expect(restored).toMatchObject({ token: 't-1', user: { userId: 'u1' }, language: 'en' });
  });

  it('keeps the language in local storage and the token in session storage (spec §3)', () => {
    const storage = new MemoryStorageAdapter();
    const session = new SessionStore(storage);
    session.setToken('t-1');
    session.setLanguage('en');

    storage.endSession();
    const afterTabClosed = new SessionStore(storage).getSnapshot();

    expect(afterTabClosed).toMatchObject({ token: null, language: 'en' });
  });

  it('notifies subscribers and hands out a new snapshot only when something changed', () => {
    const session = new SessionStore(new MemoryStorageAdapter());
    const before = session.getSnapshot();
    let calls = 0;
    const unsubscribe = session.subscribe(() => (calls += 1));
    const afterSubscribe = calls;

    session.setToken('t-2');
    unsubscribe();
    session.clearAuth();

    expect(session.getSnapshot()).not.toBe(before);
    expect(calls - afterSubscribe).toBe(1);
  });

  it('streams the token and clears token and user together on clearAuth', async () => {
    const session = new SessionStore(new MemoryStorageAdapter());
    session.setToken('t-3', 'r-3');
    session.setUser(user);

    session.clearAuth();

    expect(await firstValueFrom(session.token$)).toBeNull();
    expect(await firstValueFrom(session.user$)).toBeNull();
    expect(session.refreshToken()).toBeNull();
  });
});
