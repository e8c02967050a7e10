import type { FastifyInstance } from 'fastify';
import { SEED } from '../data/seed.constants';
import { sendGatewayUnauthorized } from './envelope';
import { RC } from './context';

const expected = `Basic ${Buffer.from(`${SEED.client.id}:${SEED.client.secret}`).toString('base64')}`;

// A browser navigation cannot carry headers, so the openid redirect is the one API path without it.
const exempt = new Set([`${RC}wx/noToken/openid`]);

/** The gateway rejects any API call without the Basic client header with HTTP 401. */
export function registerClientAuth(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || exempt.has(path)) return undefined;
    if (request.headers.authorization?.trim() !== expected) {
      return sendGatewayUnauthorized(reply, '客户端认证失败');
    }
    return undefined;
  });
}
