import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../data/seed.constants';
import { contractHttp } from '../test-support/contract-http';
import { RC } from './context';
import { startContractServer, type ContractServer } from './start-contract-server';

let server: ContractServer;
let http: ReturnType<typeof contractHttp>;
let now = Date.UTC(2026, 4, 1);

beforeAll(async () => {
  server = await startContractServer({ port: 0, tokenTtlSeconds: 60, now: () => now });
  http = contractHttp(server.url);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const TOKEN_FIELDS = [
  'access_token', 'account', 'avatar', 'dept_id', 'expires_in', 'nick_name', 'real_name',
  'refresh_token', 'role_name', 'tenant_id', 'token_type', 'user_id', 'user_name',
].sort();

describe('each grant of the token endpoint', () => {
  it.each([
    ['appsms', { phone: SEED.phones.approvedWithTicket, code: SEED.code }, 'u-demo-13800000004'],
    ['appemail', { email: SEED.emails.englishVisitor, code: SEED.code }, 'u-demo-visitor@example.com'],
    ['password', { username: SEED.accounts.password.username, password: SEED.accounts.password.password }, 'u-demo-13800000009'],
    ['appopenid', { openid: SEED.openids.bound }, 'u-demo-13800000040'],
    ['imaster', { imasterCode: SEED.imasterCode, privacyMark: '1' }, 'u-demo-13800000041'],
    ['accountPasswordAutoLogin', { account: SEED.accounts.autoLogin }, 'u-demo-13800000042'],
  ])('%s logs the seeded user in with the bare snake_case body', async (grant, params, userId) => {
    const { status, body } = await http.token({ grant_type: grant, ...params });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(TOKEN_FIELDS);
    expect(body).toMatchObject({ token_type: 'bearer', user_id: userId, tenant_id: SEED.tenantId, expires_in: 60 });
    expect(body).not.toHaveProperty('code');
  });

  it.each([
    ['appsms with a wrong code', { grant_type: 'appsms', phone: SEED.phones.approvedWithTicket, code: '000000' }, 'Verification code error'],
    ['appsms with a malformed phone', { grant_type: 'appsms', phone: '12345', code: SEED.code }, 'Incorrect phone number'],
    ['appemail with a wrong code', { grant_type: 'appemail', email: SEED.emails.englishVisitor, code: '111111' }, 'Verification code error'],
    ['password with a wrong password', { grant_type: 'password', username: 'demo', password: 'Demo@2025' }, 'Incorrect username or password'],
    ['password for a user who never set one', { grant_type: 'password', username: SEED.phones.newVisitor, password: '' }, 'Incorrect username or password'],
    ['appopenid with an unbound openid', { grant_type: 'appopenid', openid: SEED.openids.unbound }, 'No user information'],
    ['imaster with an unknown code', { grant_type: 'imaster', imasterCode: 'NOPE', privacyMark: '1' }, 'No user information'],
    ['accountPasswordAutoLogin with an unknown account', { grant_type: 'accountPasswordAutoLogin', account: 'ghost' }, 'No user information'],
    ['an unknown exhibition', { grant_type: 'appsms', phone: SEED.phones.newVisitor, code: SEED.code, exhibitionid: 'nope' }, 'Exhibition not found'],
    ['a tenant other than the exhibition’s', { grant_type: 'appsms', phone: SEED.phones.newVisitor, code: SEED.code, tenantId: '999999' }, 'Tenant not found'],
  ])('rejects %s with HTTP 400 invalid_grant', async (_name, params, description) => {
    const { status, body } = await http.token(params);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_grant', error_description: description });
  });

  it('rejects an unknown grant type as unsupported', async () => {
    const { status, body } = await http.token({ grant_type: 'magic' });
    expect(status).toBe(400);
    expect(body.error).toBe('unsupported_grant_type');
  });

  it('signs an unknown valid phone up as a new visitor without a registration yet', async () => {
    const login = await http.loginBySms('13912345678');
    expect(login.user_id).toBe('u-demo-13912345678');
    const record = server.state.userById(login.user_id);
    expect(record).toMatchObject({ phone: '13912345678', registerType: '', completeResult: '', examineResult: '' });
  });

  it('signs an overseas number (+country code, code sent by WhatsApp) up as a new visitor', async () => {
    const { status, body } = await http.token({ grant_type: 'appsms', phone: '+85291234567', code: SEED.code });
    expect(status).toBe(200);
    expect(body).toMatchObject({ user_id: 'u-demo-+85291234567' });
  });

  it('still refuses a bare digit string that is neither a mainland mobile nor +country form', async () => {
    const { status, body } = await http.token({ grant_type: 'appsms', phone: '85291234567', code: SEED.code });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error_description: 'Incorrect phone number' });
  });

  it('signs an unknown e-mail address up as a new visitor too', async () => {
    const { status, body } = await http.token({ grant_type: 'appemail', email: 'New.Guest@Example.com', code: SEED.code });
    expect(status).toBe(200);
    expect(server.state.userById(body.user_id)?.email).toBe('new.guest@example.com');
  });

  it('logs the same phone in to a different registration on another exhibition', async () => {
    const onDemo = await http.loginBySms(SEED.phones.newVisitor, 'demo');
    const onStopped = await http.loginBySms(SEED.phones.newVisitor, 'stopped-demo');
    expect(onDemo.user_id).not.toBe(onStopped.user_id);
    expect(server.state.userById(onStopped.user_id)?.completeResult).toBe('succ');
  });

  it('accepts the parameters in a form body as well as in the query string', async () => {
    const response = await fetch(`${server.url}/api/blade-auth/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'appsms', phone: SEED.phones.reviewPending, code: SEED.code, tenantId: '000000', exhibitionid: 'demo' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user_id: string }).user_id).toBe('u-demo-13800000003');
  });
});

describe('wrong verification codes (5 per phone or e-mail, then the code is dead until a new one is sent)', () => {
  const smsLogin = (phone: string, code: string) => http.token({ grant_type: 'appsms', phone, code });
  const wrongTimes = async (times: number, phone: string = SEED.phones.approvedWithTicket) => {
    for (let i = 0; i < times; i += 1) expect((await smsLogin(phone, '000000')).body.error_description).toBe('Verification code error');
  };
  const TOO_MANY = { error: 'invalid_grant', error_description: 'Too many wrong verification codes, please get a new code' };

  it('refuses the 6th attempt after 5 wrong codes even with the right code', async () => {
    await wrongTimes(5);
    const sixth = await smsLogin(SEED.phones.approvedWithTicket, SEED.code);
    expect(sixth.status).toBe(400);
    expect(sixth.body).toEqual(TOO_MANY);
  });

  it('lets the phone log in again once a new code was requested', async () => {
    await wrongTimes(5);
    await http.call('POST', `${RC}verificationCode/sms/send`, { body: { phone: SEED.phones.approvedWithTicket, scene: 'login' } });
    expect((await smsLogin(SEED.phones.approvedWithTicket, SEED.code)).status).toBe(200);
  });

  it('starts counting again after a right code within the limit, so logging in many times with the code is fine', async () => {
    await wrongTimes(4);
    expect((await smsLogin(SEED.phones.approvedWithTicket, SEED.code)).status).toBe(200);
    await wrongTimes(4);
    for (let i = 0; i < 10; i += 1) expect((await smsLogin(SEED.phones.approvedWithTicket, SEED.code)).status).toBe(200);
  });

  it('counts per phone: another phone still logs in', async () => {
    await wrongTimes(5);
    expect((await smsLogin(SEED.phones.reviewPending, SEED.code)).status).toBe(200);
  });

  it('counts e-mail codes the same way, whatever the address’s case', async () => {
    const emailLogin = (email: string, code: string) => http.token({ grant_type: 'appemail', email, code });
    for (let i = 0; i < 5; i += 1) await emailLogin(SEED.emails.englishVisitor.toUpperCase(), '111111');
    expect((await emailLogin(SEED.emails.englishVisitor, SEED.code)).body).toEqual(TOO_MANY);
    await http.call('POST', `${RC}verificationCode/email/send`, { body: { email: SEED.emails.englishVisitor, scene: 'login' } });
    expect((await emailLogin(SEED.emails.englishVisitor, SEED.code)).status).toBe(200);
  });

  it('forgets the count on reset', async () => {
    await wrongTimes(5);
    server.reset();
    expect((await smsLogin(SEED.phones.approvedWithTicket, SEED.code)).status).toBe(200);
  });
});

describe('the imaster hand-off code', () => {
  const imaster = () => http.token({ grant_type: 'imaster', imasterCode: SEED.imasterCode, privacyMark: '1' });

  it('logs in once: a second use of the same code finds nobody', async () => {
    expect((await imaster()).status).toBe(200);
    const again = await imaster();
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'invalid_grant', error_description: 'No user information' });
  });

  it('works again after a reset (the seeded code is restored)', async () => {
    await imaster();
    server.reset();
    expect((await imaster()).body).toMatchObject({ user_id: 'u-demo-13800000041' });
  });
});

describe('token expiry and refresh', () => {
  const me = (token: string) => http.call('POST', `${RC}user/registerType/addAndGetAll`, { token, body: { exhibitionId: 'demo', topRegisterType: 'visitor' } });

  it('expires the access token after tokenTtlSeconds with the gateway 401', async () => {
    const login = await http.loginBySms(SEED.phones.approvedWithTicket);
    now += 59_000;
    expect((await me(login.access_token)).status).toBe(200);
    now += 2_000;
    const expired = await me(login.access_token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ code: 401, msg: '令牌已过期', data: null });
  });

  it('issues a working new pair for the refresh token after the access token expired', async () => {
    const login = await http.loginBySms(SEED.phones.approvedWithTicket);
    now += 120_000;
    const refreshed = await http.token({ grant_type: 'refresh_token', refresh_token: login.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user_id).toBe(login.user_id);
    expect(refreshed.body.access_token).not.toBe(login.access_token);
    expect((await me(refreshed.body.access_token)).status).toBe(200);
  });

  it('accepts each refresh token once', async () => {
    const login = await http.loginBySms(SEED.phones.approvedWithTicket);
    await http.token({ grant_type: 'refresh_token', refresh_token: login.refresh_token });
    const again = await http.token({ grant_type: 'refresh_token', refresh_token: login.refresh_token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'invalid_grant', error_description: 'Invalid refresh token' });
  });

  it('ends the session on logout: neither the access token nor its refresh token works afterwards', async () => {
    const login = await http.loginBySms(SEED.phones.approvedWithTicket);
    expect((await http.call('POST', '/api/blade-auth/oauth/logout', { token: login.access_token })).status).toBe(200);
    expect((await me(login.access_token)).status).toBe(401);
    const refreshed = await http.token({ grant_type: 'refresh_token', refresh_token: login.refresh_token });
    expect(refreshed.status).toBe(400);
    expect(refreshed.body).toEqual({ error: 'invalid_grant', error_description: 'Invalid refresh token' });
  });

  it('expires every access token on request, leaving the refresh tokens working', async () => {
    const login = await http.loginBySms(SEED.phones.approvedWithTicket);
    await http.call('POST', '/__contract/expire-access-tokens');
    expect((await me(login.access_token)).status).toBe(401);
    expect((await http.token({ grant_type: 'refresh_token', refresh_token: login.refresh_token })).status).toBe(200);
  });

  it('forgets every token on reset', async () => {
    const login = await http.loginBySms(SEED.phones.approvedWithTicket);
    await http.call('POST', '/__contract/reset');
    expect((await me(login.access_token)).status).toBe(401);
  });
});
