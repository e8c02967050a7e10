import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractHttp } from '../test-support/contract-http';
import { RC } from './context';
import { startContractServer, type ContractServer } from './start-contract-server';

describe('serving a static folder on the API origin', () => {
  let dir: string;
  let server: ContractServer;
  let http: ReturnType<typeof contractHttp>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fairpass-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>fairpass app</title><style>body{margin:0}</style><script>boot()</script>');
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ apiBaseUrl: '' }));
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app")');
    writeFileSync(join(dir, 'assets', 'big.js'), `export const words = ${JSON.stringify('展会 fairpass '.repeat(400))};`);
    writeFileSync(join(dir, 'assets', 'packed.js'), 'export const packed = "original";');
    writeFileSync(join(dir, 'assets', 'packed.js.br'), brotliCompressSync('export const packed = "from the build";'));
    server = await startContractServer({ port: 0, staticDir: dir });
    http = contractHttp(server.url);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html for / without caching', async () => {
    const { status, body, headers } = await http.call('GET', '/');
    expect(status).toBe(200);
    expect(body).toContain('<title>fairpass app</title>');
    expect(headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the runtime config and assets', async () => {
    expect((await http.call('GET', '/config.json')).body).toEqual({ apiBaseUrl: '' });
    expect((await http.call('GET', '/assets/app.js')).body).toBe('console.log("app")');
  });

  it('lets a returning visitor keep the hashed assets, but re-reads the runtime config and the service worker every visit', async () => {
    const config = await http.call('GET', '/config.json');
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.url}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
    for (const encoding of ['identity', 'br']) {
      const asset = await fetch(`${server.url}/assets/packed.js`, { headers: { 'accept-encoding': encoding } });
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the app files compressed, as a production gateway does, and API replies as they are', async () => {
    const asset = await fetch(`${server.url}/assets/big.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toContain('展会 fairpass');
    const api = await http.call('GET', `${RC}system/time`);
    expect(api.headers.get('content-encoding')).toBeNull();
  });

  it("sends the build's precompressed brotli copy to a browser that accepts it, the original otherwise", async () => {
    const brotli = await fetch(`${server.url}/assets/packed.js`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe('export const packed = "from the build";');
    const plain = await fetch(`${server.url}/assets/packed.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(await plain.text()).toBe('export const packed = "original";');
  });

  it('leaves /pc/ alone when the folder has no such page', async () => {
    expect((await http.call('GET', '/pc/')).status).toBe(404);
  });

  it('still answers the API on the same origin', async () => {
    expect((await http.call('GET', `${RC}system/time`)).body.code).toBe(200);
  });

  it('sends the security headers with the page and its files: the inline boot script and style allowed by hash only', async () => {
    for (const path of ['/', '/assets/app.js', '/config.json']) {
      const { headers } = await http.call('GET', path);
      const policy = headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`script-src 'self' 'sha256-${createHash('sha256').update('boot()').digest('base64')}'`);
      expect(policy).toContain(`'sha256-${createHash('sha256').update('body{margin:0}').digest('base64')}'`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-inline');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets the page use the camera (the lead tool’s scan) and the position (/geo) on its own origin only, and no microphone or payment request', async () => {
    const policy = (await http.call('GET', '/')).headers.get('permissions-policy') ?? '';
    expect(policy.split(', ')).toEqual(expect.arrayContaining(['camera=(self)', 'geolocation=(self)', 'microphone=()', 'payment=()']));
  });

  it('sends no HSTS from plain http (the gateway’s header, docs/deploying.md)', async () => {
    expect((await http.call('GET', '/')).headers.get('strict-transport-security')).toBeNull();
  });

  it('leaves the API replies without the page policy', async () => {
    expect((await http.call('GET', `${RC}system/time`)).headers.get('content-security-policy')).toBeNull();
  });

  it('refuses a staticDir that does not exist', async () => {
    await expect(startContractServer({ port: 0, staticDir: join(dir, 'missing') })).rejects.toThrow(/staticDir/);
  });
});
