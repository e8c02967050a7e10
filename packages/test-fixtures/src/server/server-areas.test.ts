// The contract server's business areas are found on disk (server/<area>/<area>.area.ts and
// <area>.slice.ts); the lists are generated (scripts/gen-server-areas.ts). This holds the generated files
// to the folders, and each area to its own routes.
import Fastify from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_AREAS } from './areas.generated';
import type { ServerContext } from './context';
import { ContractState } from './state';
import { STATE_SLICES } from './state-slices.generated';
import { TokenStore } from './tokens';
import { SERVER_DIR, serverAreaFiles, serverAreaFolders } from '../../scripts/gen-server-areas';

const NOW = Date.UTC(2026, 4, 12, 2, 0, 0);

describe('the area lists (areas.generated.ts, state-slices.generated.ts)', () => {
  it.each([...serverAreaFiles()])('%s is what `gen:server-areas` writes from the folders', (file, source) => {
    expect(readFileSync(file, 'utf8'), `${relative(SERVER_DIR, file)} is stale: run pnpm --filter @fairpass/test-fixtures gen:server-areas`).toBe(source);
  });

  it('leave no routes behind: every folder but routes/ with a *.routes.ts is an area', () => {
    const areas = serverAreaFolders().map((area) => area.name);
    const withRoutes = readdirSync(SERVER_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'routes')
      .filter((entry) => readdirSync(resolve(SERVER_DIR, entry.name)).some((file) => file.endsWith('.routes.ts')))
      .map((entry) => entry.name);

    expect(withRoutes.filter((folder) => !areas.includes(folder)), 'a folder with routes but no <folder>.area.ts: its routes are never registered').toEqual([]);
    expect(Object.keys(SERVER_AREAS)).toEqual(areas);
  });
});

describe('each area', () => {
  const state = new ContractState(() => NOW);
  const ctx: ServerContext = { state, tokens: new TokenStore(() => NOW, 7200, 3600), clock: () => NOW, origin: () => 'http://127.0.0.1:7700', isAllowedRedirect: () => false };

  it.each(Object.entries(SERVER_AREAS))('%s declares the reply type of exactly the API routes it registers', async (_area, area) => {
    const app = Fastify();
    const registered: string[] = [];
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    });
    area.routes(app, ctx);
    await app.ready();
    await app.close();

    expect(registered.sort()).toEqual(Object.keys(area.replyData).sort());
  });

  it.each(Object.keys(STATE_SLICES))('%s with a slice is state.<area>, reset with the state', (area) => {
    expect(Object.keys(state)).toContain(area);
    expect(state.slice(area)).toBe((state as unknown as Record<string, unknown>)[area]);
  });
});
