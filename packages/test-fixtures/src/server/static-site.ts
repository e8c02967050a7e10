import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { securityHeadersOf } from './security-headers';

/**
 * Serves the built app at `/` on the API's origin (hash routing needs only `index.html` for `/`).
 * Anything not in the folder, `/pc/` included, is a plain 404. Files go out compressed as a production
 * gateway sends them, so Lighthouse sees realistic transfers: the build's precompressed `.br`/`.gz`
 * copies when they exist, else compressed on the fly. The compression lives in this plugin's own scope,
 * leaving the API's replies (and their idempotent replays) untouched. Every file of the site goes out
 * with the security headers of security-headers.ts (the policy's hashes read from index.html).
 */
export async function registerStaticSite(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = resolve(staticDir);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new Error(`staticDir is not a folder: ${root}`);
  }
  const indexFile = resolve(root, 'index.html');
  const security = securityHeadersOf(existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '');
  await app.register(async (site) => {
    site.addHook('onSend', async (_request, reply) => {
      reply.headers(security);
    });
    await site.register(fastifyCompress, { global: true, threshold: 1024 });
    await site.register(fastifyStatic, {
      root,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      preCompressed: true,
      setHeaders: (reply, path) => {
        // The shell, its service worker and its runtime config must be re-read on every visit; the build's
        // assets carry a content hash in their names, so a returning visitor keeps them (no JS download).
        if (path.endsWith('.html') || path.endsWith('config.json') || path.endsWith('sw.js')) reply.header('cache-control', 'no-cache');
        else if (/[\\/]assets[\\/]/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  });
}
