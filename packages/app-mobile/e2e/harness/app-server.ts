// The app as a user meets it: the production build served with the contract server on one origin.
// `pnpm test:e2e` builds the app first; a journey starts its own server on a free port.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startContractServer, type ContractServer } from '@fairpass/test-fixtures';

// FAIRPASS_APP_DIST points the journeys at another build (`vite build --outDir …`), so two people
// working side by side do not rebuild the app under each other's running journeys.
export const APP_DIST = process.env.FAIRPASS_APP_DIST
  ? resolve(process.env.FAIRPASS_APP_DIST)
  : resolve(dirname(fileURLToPath(import.meta.url)), '../../dist');

/** What a journey may set on its server: `now`, a clock (epoch ms) the seeds are laid out from. */
export interface AppServerOptions {
  readonly now?: () => number;
}

export async function startAppServer(options: AppServerOptions = {}): Promise<ContractServer> {
  if (!existsSync(join(APP_DIST, 'index.html'))) {
    throw new Error(`No app build at ${APP_DIST}: run \`pnpm --filter @fairpass/app-mobile build\` first.`);
  }
  return startContractServer({ port: 0, staticDir: APP_DIST, ...(options.now ? { now: options.now } : {}) });
}

/** A demo entry link, e.g. `entryLink(server, {registerType: 'visitor'}, '/registration')`. */
export function entryLink(
  server: Pick<ContractServer, 'url'>,
  params: Record<string, string> = {},
  hashPath = '/registration',
): string {
  const query = new URLSearchParams({ exhibitionId: 'demo', registerType: 'visitor', tenantId: '000000', ...params });
  return `${server.url}/?${query.toString()}#${hashPath}`;
}
