import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, type ContractServer } from '../start-contract-server';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer({ port: 0 });
});
afterAll(() => server.close());

describe('the demo exhibition art', () => {
  it('serves the gift pages top and bottom banners the config names as SVG, and nothing else under that folder', async () => {
    for (const name of ['gift-top.svg', 'gift-bottom.svg']) {
      const reply = await fetch(`${server.url}/files/demo/${name}`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toContain('image/svg+xml');
      expect(await reply.text()).toMatch(/^<svg /);
    }
    expect((await fetch(`${server.url}/files/demo/constructor`)).status).toBe(404);
  });
});
