import type { FastifyInstance } from 'fastify';
import { SEED } from '../../data/seed.constants';
import { RC, registrationFor, requireSubject, stringParam, type ServerContext } from '../context';
import { sendBusinessFailure, success } from '../envelope';
import { isEmail, isInternationalPhone, isMainlandMobile, isStrongPassword } from '../formats';
import type { SentCode } from '../state';
import { TOO_MANY_WRONG_CODES_CN } from '../verification-attempts';

const THROTTLE_MS = 60_000;
const SCENES = new Set(['login', 'reset']);

interface Channel {
  channel: SentCode['channel'];
  field: 'phone' | 'email';
  valid: (target: string) => boolean;
  invalidMsg: string;
}

const CHANNELS: Array<{ path: string } & Channel> = [
  { path: 'sms', channel: 'sms', field: 'phone', valid: isMainlandMobile, invalidMsg: '手机号码格式不正确' },
  { path: 'whatsapp', channel: 'whatsapp', field: 'phone', valid: isInternationalPhone, invalidMsg: '手机号码格式不正确' },
  { path: 'email', channel: 'email', field: 'email', valid: isEmail, invalidMsg: '邮箱格式不正确' },
];

/** Verification codes (always 123456 here), password reset and update, and the server clock. */
export function registerVerificationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  for (const c of CHANNELS) {
    app.post(`${RC}verificationCode/${c.path}/send`, async (request, reply) => {
      const target = stringParam(request.body, c.field).trim();
      const scene = stringParam(request.body, 'scene');
      if (!c.valid(target)) return sendBusinessFailure(reply, c.invalidMsg);
      if (!SCENES.has(scene)) return sendBusinessFailure(reply, '验证码场景不正确');
      if (scene === 'reset' && !ctx.state.users.some((u) => u.phone === target || u.email === target)) {
        return sendBusinessFailure(reply, '账号不存在');
      }
      const now = ctx.clock();
      const last = ctx.state.sentCodes.filter((s) => s.channel === c.channel && s.target === target).at(-1);
      if (last && now - last.at < THROTTLE_MS) {
        const wait = Math.ceil((THROTTLE_MS - (now - last.at)) / 1000);
        return sendBusinessFailure(reply, `验证码发送过于频繁，请 ${wait} 秒后再试`);
      }
      ctx.state.sentCodes.push({ at: now, channel: c.channel, target, scene });
      // A new code: the wrong ones sent against the last code no longer count.
      ctx.state.codeAttempts.renew(target);
      return success(null);
    });
  }

  app.post(`${RC}user/password/reset`, async (request, reply) => {
    const account = stringParam(request.body, 'account').trim();
    const problem = newPasswordProblem(request.body);
    const verdict = ctx.state.codeAttempts.check(account, stringParam(request.body, 'code'), SEED.code);
    if (verdict === 'exhausted') return sendBusinessFailure(reply, TOO_MANY_WRONG_CODES_CN);
    if (verdict === 'wrong') return sendBusinessFailure(reply, '验证码不正确');
    if (problem) return sendBusinessFailure(reply, problem);
    const owners = ctx.state.users.filter((u) => account !== '' && (u.phone === account || u.email === account || u.account === account));
    if (owners.length === 0) return sendBusinessFailure(reply, '账号不存在');
    // A person's password is shared by all their registrations.
    for (const owner of owners) owner.password = stringParam(request.body, 'newPassword');
    return success(null);
  });

  app.post(`${RC}user/password/update`, async (request, reply) => {
    const subject = requireSubject(ctx, request, reply);
    if (!subject) return reply;
    const user = registrationFor(ctx, subject);
    if (!user || user.password === '' || user.password !== stringParam(request.body, 'oldPassword')) {
      return sendBusinessFailure(reply, '原密码不正确');
    }
    const problem = newPasswordProblem(request.body);
    if (problem) return sendBusinessFailure(reply, problem);
    for (const record of ctx.state.users.filter((u) => u.personId === user.personId)) {
      record.password = stringParam(request.body, 'newPassword');
    }
    return success(null);
  });

  app.get(`${RC}system/time`, async () => success(ctx.clock()));
}

function newPasswordProblem(body: unknown): string | undefined {
  const next = stringParam(body, 'newPassword');
  if (!isStrongPassword(next)) return '密码至少 8 位，且须包含数字、字母和特殊字符';
  if (next !== stringParam(body, 'newPassword1')) return '两次输入的新密码不一致';
  return undefined;
}
