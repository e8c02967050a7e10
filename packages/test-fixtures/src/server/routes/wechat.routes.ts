import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { SEED } from '../../data/seed.constants';
import { RC, requireSubject, stringParam, type ServerContext } from '../context';
import { sendBusinessFailure, success } from '../envelope';
import { computeJsSdkSignature } from '../signature';
import type { JsSdkSignature } from '../wire.types';

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** How long after the redirect handed an openid out it may still be bound to a login (the spec's openid refresh, 600 s). */
export const OPENID_BIND_SECONDS = 600;

/** The cookie naming the WeChat user a browser is (the openid WeChat would hand that browser each time). */
const WECHAT_USER_COOKIE = 'fpWechatUser';
const GUEST_OPENID = /^oFairpassGuest[0-9a-f]{16}$/;

/**
 * The openid of this browser's WeChat user: WeChat gives each of its users their own, the same every
 * time, so a browser (a cookie jar: a Playwright context, a phone) keeps one; a new browser is a new
 * WeChat user, bound to nobody until a login binds it (issue 28 §3).
 */
function weChatUserOf(request: FastifyRequest, reply: FastifyReply): string {
  const cookies = request.headers.cookie ?? '';
  const kept = cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === WECHAT_USER_COOKIE)?.[1];
  if (kept !== undefined && GUEST_OPENID.test(kept)) return kept;
  const openid = `oFairpassGuest${randomBytes(8).toString('hex')}`;
  void reply.header('set-cookie', `${WECHAT_USER_COOKIE}=${openid}; Path=/; HttpOnly; SameSite=Lax`);
  return openid;
}

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

/** JS-SDK config signing, the openid redirect, and binding and unbinding an openid. */
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
    const openid = ctx.state.wechatOpenid ?? weChatUserOf(request, reply);
    target.searchParams.set('openid', openid);
    ctx.state.openidsHandedOut.set(openid, ctx.clock());
    return reply.redirect(target.toString(), 302);
  });

  // A visitor who logged in some other way inside WeChat (issue 28 §3): the openid their tab's redirect
  // brought back becomes their registration's, so the next visit logs in by it (grant appopenid). Only an
  // openid this server handed out within OPENID_BIND_SECONDS is bound — one made up or read off an old
  // link is refused — and an openid belongs to one registration per exhibition (another lets it go).
  app.post(`${RC}wx/openid/bind`, async (request, reply) => {
    const subject = requireSubject(ctx, request, reply);
    if (!subject) return reply;
    const openid = stringParam(request.body, 'openid');
    if (openid === '') return sendBusinessFailure(reply, '缺少参数：openid');
    const handedOut = ctx.state.openidsHandedOut.get(openid);
    if (handedOut === undefined || ctx.clock() - handedOut > OPENID_BIND_SECONDS * 1000) return sendBusinessFailure(reply, '微信身份已失效，请从微信重新打开链接');
    const me = ctx.state.userById(subject.userId);
    if (!me) return sendBusinessFailure(reply, '用户不存在');
    for (const user of ctx.state.users) if (user.exhibitionId === me.exhibitionId && user.openid === openid) user.openid = '';
    me.openid = openid;
    return success(null);
  });

  // Without an openid: the one bound to the caller's registration (a logout inside WeChat).
  app.post(`${RC}wx/openid/remove`, async (request, reply) => {
    const subject = requireSubject(ctx, request, reply);
    if (!subject) return reply;
    const openid = stringParam(request.body, 'openid');
    for (const user of ctx.state.users) {
      const mine = openid === '' ? user.userId === subject.userId : user.personId === subject.personId && user.openid === openid;
      if (mine) user.openid = '';
    }
    return success(null);
  });
}
