// The build's chunks, read from dist/.vite/chunks.json (build/chunk-report.ts): a journey that plays a chunk
// failing to arrive names it by the module it holds, not by a file name the bundler chose.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_DIST } from './app-server';

/** The path (`/assets/…js`) of the chunk that holds the module whose id contains `module`. */
export function chunkHolding(module: string): string {
  const chunks = JSON.parse(readFileSync(join(APP_DIST, '.vite/chunks.json'), 'utf8')) as Record<string, { modules: readonly string[] }>;
  const file = Object.keys(chunks).find((name) => chunks[name]!.modules.some((id) => id.includes(module)));
  if (!file) throw new Error(`no chunk of the build at ${APP_DIST} holds ${module}`);
  return `/${file}`;
}
