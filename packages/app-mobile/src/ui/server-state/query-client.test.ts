import { createFairpassClient, MemoryStorageAdapter } from '@fairpass/sdk';
import { sessionStoreOf } from '@fairpass/sdk/testing';
import { DomainError, err, ok } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { queryClientOf } from './query-client';
import { fromResult } from './result-query';

const newClient = () =>
  createFairpassClient({ baseURL: 'http://127.0.0.1:9', clientId: 'c', clientSecret: 's', storage: new MemoryStorageAdapter(), transport: 'fetch' });

describe("the visit's server-state cache", () => {
  it('is one per SDK client', () => {
    const client = newClient();
    expect(queryClientOf(client)).toBe(queryClientOf(client));
    expect(queryClientOf(newClient())).not.toBe(queryClientOf(client));
  });

  it("forgets one visitor's records when the login changes", () => {
    const client = newClient();
    const cache = queryClientOf(client);
    cache.setQueryData(['core', 'user'], { name: 'A' });
    sessionStoreOf(client).setToken('token-b');
    expect(cache.getQueryData(['core', 'user'])).toBeUndefined();
  });

  it('keeps the records and the read in flight when the access token is refreshed for the same visitor', async () => {
    const client = newClient();
    const cache = queryClientOf(client);
    const store = sessionStoreOf(client);
    store.setToken('token-a');
    store.setUser({ userId: 'u-a' } as never);
    cache.setQueryData(['core', 'user'], { name: 'A' });
    let answer: (value: string) => void = () => undefined;
    const read = cache.fetchQuery({ queryKey: ['invoice', 'history'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    store.setToken('token-a2');
    answer('sent again with the new token');
    await expect(read).resolves.toBe('sent again with the new token');
    expect(cache.getQueryData(['core', 'user'])).toEqual({ name: 'A' });
    expect(cache.getQueryData(['invoice', 'history'])).toBe('sent again with the new token');
  });

  it("forgets the records when another visitor logs in or the login ends, not when the new login's user record arrives", () => {
    const client = newClient();
    const cache = queryClientOf(client);
    const store = sessionStoreOf(client);
    store.setToken('token-a');
    cache.setQueryData(['core', 'entry'], 'read while signing in');
    store.setUser({ userId: 'u-a' } as never);
    expect(cache.getQueryData(['core', 'entry'])).toBe('read while signing in');
    cache.setQueryData(['core', 'user'], { name: 'A' });
    store.setUser({ userId: 'u-b' } as never);
    expect(cache.getQueryData(['core', 'user'])).toBeUndefined();
    cache.setQueryData(['core', 'user'], { name: 'B' });
    store.clearAuth();
    expect(cache.getQueryData(['core', 'user'])).toBeUndefined();
  });

  it('marks every read stale when the language changes, since the server words its records in it', () => {
    const client = newClient();
    const cache = queryClientOf(client);
    cache.setQueryData(['exhibitor', 'profile'], { reason: '营业执照与公司名称不一致' });
    sessionStoreOf(client).setLanguage('en');
    expect(cache.getQueryState(['exhibitor', 'profile'])?.isInvalidated).toBe(true);
  });

  it('forgets the kept wallet’s tickets when the phone forgets it (a logout from a tab with no login), not when it is kept again', async () => {
    const client = newClient();
    const cache = queryClientOf(client);
    const store = sessionStoreOf(client);
    store.keepWallet({ userId: 'u-a', entry: { exhibitionId: 'demo' }, config: null, keptAt: Date.now(), until: Date.now() + 60_000 });
    cache.setQueryData(['ticketing', 'tickets', 'valid'], { kept: true });
    store.keepWallet({ userId: 'u-a', entry: { exhibitionId: 'demo' }, config: null, keptAt: Date.now() + 1, until: Date.now() + 60_000 });
    expect(cache.getQueryData(['ticketing', 'tickets', 'valid'])).toEqual({ kept: true });
    await client.logout.execute();
    expect(cache.getQueryData(['ticketing', 'tickets', 'valid'])).toBeUndefined();
  });
});

describe('SDK results as query answers', () => {
  it('answers with the value and hands the abort signal to the call', async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const value = await fromResult(async (options) => {
      seen = options.signal as AbortSignal;
      return ok(7);
    })({ signal: controller.signal });
    expect(value).toBe(7);
    expect(seen).toBe(controller.signal);
  });

  it('fails with the DomainError, code kept', async () => {
    const run = fromResult(async () => err(new DomainError('NETWORK.EXCEPTION')));
    await expect(run({ signal: new AbortController().signal })).rejects.toMatchObject({ code: 'NETWORK.EXCEPTION' });
  });
});
