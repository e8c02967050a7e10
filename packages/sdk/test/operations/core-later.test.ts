// The core operations a login page does not run before its first tap (di/core-later.wiring.ts) come with
// their own file, fetched the first time one of them runs: a caller of `client.<name>.execute(…)` sees
// no difference, and a fetch that fails is an answer, not a throw.
import { describe, expect, it } from 'vitest';
import { internalsOf } from '../../src/di/client-internals';
import { CoreGraph, type LaterWiring } from '../../src/di/core-graph';
import { LATER_WIRING } from '../../src/di/core-later.wiring';
import { CORE_OPERATIONS } from '../../src/di/core-operations';
import { CORE_WIRING, coreOperationsOf } from '../../src/di/core-wiring';
import { LATER_OPERATIONS } from '../../src/di/later-operations';
import { stubbedClient } from '../support/stubbed-client';

/** A graph on a stubbed client's ports whose later code comes from `load`. */
function graphWith(load: () => Promise<LaterWiring>) {
  const { client, sent } = stubbedClient();
  const core = new CoreGraph(internalsOf(client).core.ports, CORE_WIRING, load);
  return { core, operations: coreOperationsOf(core), sent };
}

describe('the core operations fetched when one first runs', () => {
  it('are every core operation the login page does not build at once, each named once', () => {
    const firstScreen = Object.keys(CORE_WIRING);
    const later = Object.keys(LATER_OPERATIONS);
    expect([...firstScreen, ...later].sort()).toEqual(Object.keys(CORE_OPERATIONS).sort());
    expect(firstScreen.filter((name) => later.includes(name))).toEqual([]);
    expect(Object.keys(LATER_WIRING).sort()).toEqual([...later].sort());
  });

  it('builds the login page’s operations without fetching the later code', () => {
    let fetched = 0;
    const { operations } = graphWith(async () => (fetched++, LATER_WIRING));

    expect(typeof operations.loginBySms.execute).toBe('function');
    expect(typeof operations.startFromLink.execute).toBe('function');
    expect(fetched).toBe(0);
  });

  it('fetches the later code once for every later operation, however many calls start together', async () => {
    let fetched = 0;
    const { operations, sent } = graphWith(async () => (fetched++, LATER_WIRING));

    const results = await Promise.all([operations.logBury.execute({ event: 'open', page: '/registration' }), operations.fetchShareLink.execute()]);

    expect(results.map((result) => result.ok)).toEqual([true, true]);
    expect(sent.map((request) => request.path)).toEqual(expect.arrayContaining([expect.stringContaining('log/bury')]));
    expect(fetched).toBe(1);
  });

  it('answers NETWORK.EXCEPTION when the code cannot be fetched, and fetches it again on the next call', async () => {
    let attempts = 0;
    const { operations, sent } = graphWith(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return LATER_WIRING;
    });

    const offline = await operations.logBury.execute({ event: 'open', page: '/registration' });
    expect(offline).toMatchObject({ ok: false, error: { code: 'NETWORK.EXCEPTION' } });
    expect(sent).toEqual([]);

    const online = await operations.logBury.execute({ event: 'open', page: '/registration' });
    expect(online.ok).toBe(true);
    expect(sent).toHaveLength(1);
  });
});
