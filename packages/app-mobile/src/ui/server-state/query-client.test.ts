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
