import { LOGOUT_SERVER_WAIT_MS } from '@fairpass/domain';
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();

describe('logging in with each grant over HTTP', () => {
  const grants: Array<[string, (c: ReturnType<typeof testClient>['client']) => Promise<{ ok: boolean }>, string]> = [
    ['appsms', (c) => c.loginBySms.execute({ phone: SEED.phones.approvedWithTicket, code: SEED.code }), SEED.phones.approvedWithTicket],
    ['appemail', (c) => c.loginByEmail.execute({ email: SEED.emails.englishVisitor, code: SEED.code }), SEED.emails.englishVisitor],
    ['password', (c) => c.loginByPassword.execute(SEED.accounts.password), SEED.accounts.password.username],
    ['appopenid', (c) => c.loginByOpenid.execute({ openid: SEED.openids.bound }), SEED.phones.wechatBound],
    ['imaster', (c) => c.loginByImaster.execute({ imasterCode: SEED.imasterCode, privacyMark: '1' }), SEED.phones.imaster],
    ['accountPasswordAutoLogin', (c) => c.autoLoginByAccount.execute({ account: SEED.accounts.autoLogin }), SEED.accounts.autoLogin],
  ];

  it.each(grants)('grant %s stores a token the next calls are authorised with', async (_grant, login, who) => {
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link() });

    const result = await login(client);
    const user = await client.fetchUser.execute();

    expect(result.ok).toBe(true);
    expect(client.session.getSnapshot().token).toEqual(expect.any(String));
    expect(user.ok).toBe(true);
    const record = user.ok ? user.value : undefined;
    expect([record?.phone, record?.email, record?.account]).toContain(who);
  });

  it('refuses a wrong SMS code with the server reason and keeps the session logged out', async () => {
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link() });

    const result = await client.loginBySms.execute({ phone: SEED.phones.approvedWithTicket, code: '000000' });

    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.detail).toEqual(expect.any(String));
    expect(client.session.getSnapshot().token).toBeNull();
  });

  it('reports an unbound openid as "No user information"', async () => {
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link() });
    const result = await client.loginByOpenid.execute({ openid: SEED.openids.unbound });
    expect(!result.ok && result.error.detail).toBe('No user information');
  });

  it('refreshes the token with the refresh_token grant', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
    const before = client.session.getSnapshot().token;

    const refreshed = await client.refreshToken.execute();

    expect(refreshed.ok).toBe(true);
    expect(client.session.getSnapshot().token).not.toBe(before);
    expect((await client.fetchUser.execute()).ok).toBe(true);
  });

  it('logs out on the server and forgets the token and user', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
    await client.fetchUser.execute();

    await client.logout.execute();

    expect(client.session.getSnapshot()).toMatchObject({ token: null, user: null });
  });

  it('forgets the account on the device when the server has not answered the logout within the wait, and the server still ends the token', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
    const token = client.session.getSnapshot().token;
    ctx.server.faults.set('POST /api/blade-auth/oauth/logout', { latencyMs: LOGOUT_SERVER_WAIT_MS + 1_500, times: 1 });
    const started = Date.now();

    const result = await client.logout.execute();

    expect(result.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGOUT_SERVER_WAIT_MS - 50);
    expect(Date.now() - started).toBeLessThan(LOGOUT_SERVER_WAIT_MS + 1_000);
    expect(client.session.getSnapshot()).toMatchObject({ token: null, user: null });
    // The slow call went on: once it arrives the old token no longer reads anything.
    const clientAuth = `Basic ${Buffer.from(`${SEED.client.id}:${SEED.client.secret}`).toString('base64')}`;
    const readWithOldToken = async () =>
      (await fetch(`${ctx.server.url}/api/ef-registration-client/dept/getByExhibitionIdAndUserId?exhibitionId=demo`, { headers: { authorization: clientAuth, 'blade-auth': `bearer ${token ?? ''}` } })).status;
    expect(await readWithOldToken()).toBe(200);
    await expect.poll(readWithOldToken, { timeout: 5_000, interval: 250 }).toBe(401);
  }, 15_000);
});

describe('verification codes and passwords', () => {
  it.each([
    ['sms', SEED.phones.approvedWithTicket],
    ['whatsapp', '+85291234567'],
    ['email', SEED.emails.englishVisitor],
  ] as const)('sends a %s code to the target', async (channel, target) => {
    const { client } = testClient(ctx.server);

    const sent = await client.sendVerificationCode.execute({ channel, target, scene: 'login' });

    expect(sent.ok).toBe(true);
    expect(ctx.server.state.sentCodes).toEqual([expect.objectContaining({ channel, target, scene: 'login' })]);
  });

  it('resets a password with a code, after which the new password logs in', async () => {
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link() });
    const reset = await client.resetPassword.execute({
      account: SEED.accounts.password.username,
      code: SEED.code,
      newPassword: 'Fresh#2026x',
      newPassword1: 'Fresh#2026x',
    });

    const login = await client.loginByPassword.execute({ username: SEED.accounts.password.username, password: 'Fresh#2026x' });

    expect(reset.ok).toBe(true);
    expect(login.ok).toBe(true);
  });

  it('updates the logged-in user password; the old one stops working', async () => {
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link() });
    await client.loginByPassword.execute(SEED.accounts.password);

    const update = await client.updatePassword.execute({
      oldPassword: SEED.accounts.password.password,
      newPassword: 'Other#2026y',
      newPassword1: 'Other#2026y',
    });
    const oldLogin = await client.loginByPassword.execute(SEED.accounts.password);

    expect(update.ok).toBe(true);
    expect(oldLogin.ok).toBe(false);
  });
});

