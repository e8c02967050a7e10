import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { contractHttp } from '../../test-support/contract-http';
import { RC } from '../context';
import { startContractServer, type ContractServer } from '../start-contract-server';

let server: ContractServer;
let http: ReturnType<typeof contractHttp>;
let now = Date.UTC(2026, 4, 1);

beforeAll(async () => {
  server = await startContractServer({ port: 0, now: () => now });
  http = contractHttp(server.url);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const send = (channel: 'sms' | 'whatsapp' | 'email', body: Record<string, string>) =>
  http.call('POST', `${RC}verificationCode/${channel}/send`, { body });

describe('sending verification codes', () => {
  it.each([
    ['sms', { phone: '13900000000', scene: 'login' }],
    ['whatsapp', { phone: '+447700900123', scene: 'login' }],
    ['email', { email: 'someone@example.com', scene: 'login' }],
  ] as const)('sends a %s code and records it', async (channel, body) => {
    const { status, body: answer } = await send(channel, body);
    expect(status).toBe(200);
    expect(answer).toMatchObject({ code: 200, data: null });
    expect(server.state.sentCodes).toEqual([{ at: now, channel, target: Object.values(body)[0], scene: 'login' }]);
  });

  it.each([
    ['sms', { phone: '12345', scene: 'login' }, '手机号码格式不正确'],
    ['sms', { phone: '13900000000', scene: 'hack' }, '验证码场景不正确'],
    ['email', { email: 'not-an-email', scene: 'login' }, '邮箱格式不正确'],
    ['sms', { phone: '13911112222', scene: 'reset' }, '账号不存在'],
  ] as const)('refuses %s %j with a 400', async (channel, body, msg) => {
    const { status, body: answer } = await send(channel, body);
    expect(status).toBe(400);
    expect(answer.msg).toBe(msg);
    expect(server.state.sentCodes).toHaveLength(0);
  });

  it('throttles one code per 60 s per target, then allows the next', async () => {
    expect((await send('sms', { phone: SEED.phones.newVisitor, scene: 'login' })).status).toBe(200);
    now += 30_000;
    const early = await send('sms', { phone: SEED.phones.newVisitor, scene: 'login' });
    expect(early.status).toBe(400);
    expect(early.body.msg).toContain('30 秒');
    expect((await send('sms', { phone: SEED.phones.reviewPending, scene: 'login' })).status).toBe(200);
    now += 30_000;
    expect((await send('sms', { phone: SEED.phones.newVisitor, scene: 'login' })).status).toBe(200);
  });

  it('forgets the throttle on reset', async () => {
    await send('sms', { phone: SEED.phones.newVisitor, scene: 'login' });
    server.reset();
    expect((await send('sms', { phone: SEED.phones.newVisitor, scene: 'login' })).status).toBe(200);
  });
});

describe('passwords', () => {
  const reset = (body: Record<string, string>) => http.call('POST', `${RC}user/password/reset`, { body });

  it('resets a password with the code, after which the password grant works', async () => {
    const answer = await reset({ account: SEED.phones.approvedWithTicket, code: SEED.code, newPassword: 'New@pass1', newPassword1: 'New@pass1' });
    expect(answer.body).toMatchObject({ code: 200, data: null });
    const login = await http.token({ grant_type: 'password', username: SEED.phones.approvedWithTicket, password: 'New@pass1' });
    expect(login.status).toBe(200);
  });

  it.each([
    ['a wrong code', { code: '000000', newPassword: 'New@pass1', newPassword1: 'New@pass1' }, '验证码不正确'],
    ['a weak password', { code: SEED.code, newPassword: 'password', newPassword1: 'password' }, '密码至少 8 位，且须包含数字、字母和特殊字符'],
    ['different new passwords', { code: SEED.code, newPassword: 'New@pass1', newPassword1: 'New@pass2' }, '两次输入的新密码不一致'],
  ])('refuses a reset with %s', async (_name, fields, msg) => {
    const { status, body } = await reset({ account: SEED.phones.approvedWithTicket, ...fields });
    expect(status).toBe(400);
    expect(body.msg).toBe(msg);
  });

  it('refuses a reset after 5 wrong codes even with the right one, until a new reset code is sent', async () => {
    const account = SEED.phones.approvedWithTicket;
    const fields = { newPassword: 'New@pass1', newPassword1: 'New@pass1' };
    for (let i = 0; i < 5; i += 1) expect((await reset({ account, code: '000000', ...fields })).body.msg).toBe('验证码不正确');
    expect((await reset({ account, code: SEED.code, ...fields })).body).toMatchObject({ code: 400, msg: '验证码错误次数过多，请重新获取验证码' });
    // The phone's code is dead for the SMS login too: the count is the phone's.
    expect((await http.token({ grant_type: 'appsms', phone: account, code: SEED.code })).body.error_description).toBe('Too many wrong verification codes, please get a new code');
    expect((await send('sms', { phone: account, scene: 'reset' })).status).toBe(200);
    expect((await reset({ account, code: SEED.code, ...fields })).body).toMatchObject({ code: 200 });
  });

  it('updates a password only when the old one is right', async () => {
    const login = await http.token({ grant_type: 'password', ...SEED.accounts.password });
    const token = login.body.access_token;
    const update = (oldPassword: string) =>
      http.call('POST', `${RC}user/password/update`, { token, body: { oldPassword, newPassword: 'Fresh#2026', newPassword1: 'Fresh#2026' } });
    const wrong = await update('Wrong@2026');
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('原密码不正确');
    expect((await update(SEED.accounts.password.password)).status).toBe(200);
    expect((await http.token({ grant_type: 'password', username: 'demo', password: 'Fresh#2026' })).status).toBe(200);
    expect((await http.token({ grant_type: 'password', ...SEED.accounts.password })).status).toBe(400);
  });

  it('needs a token to update a password', async () => {
    const { status } = await http.call('POST', `${RC}user/password/update`, { body: { oldPassword: 'x', newPassword: 'Fresh#2026', newPassword1: 'Fresh#2026' } });
    expect(status).toBe(401);
  });
});
