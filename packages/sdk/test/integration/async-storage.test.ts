// A server-rendered /pc/ keeps each visitor's session in an async store (Redis, a cookie jar): the
// session a request's client writes is there for the next request's client, over the contract server.
import type { StorageArea } from '@fairpass/domain';
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { loadStorage, type AsyncStorage } from '../../src';
import { testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();

/** One visitor's store, answering later as Redis would. */
function redisLike(backing: Map<string, string>): AsyncStorage {
  const at = (area: StorageArea, key: string) => `${area}:${key}`;
  const later = <T>(value: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(value()), 1));
  return {
    get: (area, key) => later(() => (backing.has(at(area, key)) ? JSON.parse(backing.get(at(area, key))!) : undefined)),
    set: (area, key, value) => later(() => void backing.set(at(area, key), JSON.stringify(value))),
    remove: (area, key) => later(() => void backing.delete(at(area, key))),
    keys: (area) => later(() => [...backing.keys()].filter((k) => k.startsWith(`${area}:`)).map((k) => k.slice(area.length + 1))),
  };
}

describe('a session kept in an async store', () => {
  it("is the next request's: logged in there, its user record read, and gone from the store after logout", async () => {
    const backing = new Map<string, string>();

    // Request 1: the link, the SMS login; the writes reach the store before the response.
    const first = await loadStorage(redisLike(backing));
    const one = testClient(ctx.server, { storage: first }).client;
    expect((await one.startFromLink.execute({ url: ctx.link() })).ok).toBe(true);
    expect((await one.loginBySms.execute({ phone: SEED.phones.approvedWithTicket, code: SEED.code })).ok).toBe(true);
    await first.flush();
    one.dispose();
    expect([...backing.keys()]).toContain('session:accessToken');

    // Request 2: a new client over the same store is logged in, for the same exhibition.
    const second = await loadStorage(redisLike(backing));
    const two = testClient(ctx.server, { storage: second }).client;
    expect(two.session.getSnapshot().token).toEqual(expect.any(String));
    const user = await two.fetchUser.execute();
    expect(user.ok && user.value.phone).toBe(SEED.phones.approvedWithTicket);

    // Request 3: logging out empties the store of the token.
    expect((await two.logout.execute()).ok).toBe(true);
    await second.flush();
    expect([...backing.keys()]).not.toContain('session:accessToken');
    const three = testClient(ctx.server, { storage: await loadStorage(redisLike(backing)) }).client;
    expect(three.session.getSnapshot().token).toBeNull();
  });
});
