import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { SEED } from '../../data/seed.constants';
import { RC, requireSubject, stringParam, type ServerContext } from '../context';
import { sendBusinessFailure, success } from '../envelope';
import { computeJsSdkSignature } from '../signature';
import type { JsSdkSignature } from '../wire.types';

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function nonce(length = 16): string {
  return Array.from(randomBytes(length), (byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join('');
}

function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** JS-SDK config signing, the openid redirect and openid unbinding. */
export function registerWechatRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(`${RC}wx/noToken/getJsSdk`, async (request, reply) => {
    const url = stringParam(request.body, 'url');
    if (!httpUrl(url)) return sendBusinessFailure(reply, '签名地址不正确');
    const timestamp = Math.floor(ctx.clock() / 1000);
    const nonceStr = nonce();
    const signature = computeJsSdkSignature({ jsapiTicket: SEED.wechat.jsapiTicket, nonceStr, timestamp, url });
    return success({ appId: SEED.wechat.appId, timestamp, nonceStr, signature } satisfies JsSdkSignature);
  });

  // A browser navigation, so it answers with a redirect and never with JSON on success.
  app.get(`${RC}wx/noToken/openid`, async (request, reply) => {
    const target = httpUrl(stringParam(request.query, 'url'));
    if (!target) return sendBusinessFailure(reply, '回调地址不正确');
    if (!ctx.isAllowedRedirect(target)) return sendBusinessFailure(reply, '回调地址不在允许的域名内');
    target.searchParams.set('openid', ctx.state.wechatOpenid);
    return reply.redirect(target.toString(), 302);
  });

  app.post(`${RC}wx/openid/remove`, async (request, reply) => {
    const subject = requireSubject(ctx, request, reply);
    if (!subject) return reply;
    const openid = stringParam(request.body, 'openid');
    if (openid === '') return sendBusinessFailure(reply, '缺少参数：openid');
    for (const user of ctx.state.users) {
      if (user.personId === subject.personId && user.openid === openid) user.openid = '';
    }
    return success(null);
  });
}
