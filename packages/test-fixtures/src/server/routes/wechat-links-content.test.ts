import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { contractHttp } from '../../test-support/contract-http';
import { RC } from '../context';
import { startContractServer, type ContractServer } from '../start-contract-server';

let server: ContractServer;
let http: ReturnType<typeof contractHttp>;

beforeAll(async () => {
  server = await startContractServer({ port: 0, allowedRedirectOrigins: ['https://expo.example.com'] });
  http = contractHttp(server.url);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const openidRedirect = (url: string) => http.call('GET', `${RC}wx/noToken/openid`, { query: { tenantId: SEED.tenantId, url } });

describe('the openid redirect', () => {
  it('redirects to an allowed URL with the openid added before the hash', async () => {
    const { status, headers } = await openidRedirect(`${server.url}/?exhibitionId=demo#/registration`);
    expect(status).toBe(302);
    expect(headers.get('location')).toMatch(new RegExp(`^${server.url}/\\?exhibitionId=demo&openid=oFairpassGuest[0-9a-f]{16}#/registration$`));
  });

  it('hands each browser an openid of its own, the same every time (its cookie), bound to nobody', async () => {
    const first = await openidRedirect(`${server.url}/`);
    const openidOf = (reply: { headers: Headers }) => new URL(reply.headers.get('location') ?? '').searchParams.get('openid');
    const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^fpWechatUser=oFairpassGuest/);
    const again = await http.call('GET', `${RC}wx/noToken/openid`, { query: { tenantId: SEED.tenantId, url: `${server.url}/` }, headers: { cookie } });
    const other = await openidRedirect(`${server.url}/`);
    expect(openidOf(again)).toBe(openidOf(first));
    expect(openidOf(other)).not.toBe(openidOf(first));
    expect((await http.token({ grant_type: 'appopenid', openid: openidOf(first) ?? '' })).body).toMatchObject({ error_description: 'No user information' });
  });

  it.each(['https://expo.example.com/app/', 'https://expo.example.com:443/x'])('allows the configured origin: %s', async (url) => {
    expect((await openidRedirect(url)).status).toBe(302);
  });

  it('allows its own origin, under its localhost name too (the same port)', async () => {
    expect((await openidRedirect(`${server.url}/x`)).status).toBe(302);
    expect((await openidRedirect(`http://localhost:${server.port}/#/registration`)).status).toBe(302);
  });

  it('refuses another port of its own host, and of localhost (another origin: whatever listens there)', async () => {
    const otherPort = server.port === 65535 ? 65534 : server.port + 1;
    for (const url of [`http://127.0.0.1:${otherPort}/`, `http://localhost:${otherPort}/`, 'http://localhost:5173/', 'http://127.0.0.1/']) {
      const { status, headers } = await openidRedirect(url);
      expect(status).toBe(400);
      expect(headers.get('location')).toBeNull();
    }
  });

  it.each([
    'https://evil.example/',
    'https://expo.example.com.evil.example/',
    'http://expo.example.com/app/',
    'https://expo.example.com:8443/app/',
    'https://user:pw@expo.example.com/',
    'javascript:alert(1)',
    'not a url',
  ])(
    'refuses %s with a 400 and no Location',
    async (url) => {
      const { status, headers } = await openidRedirect(url);
      expect(status).toBe(400);
      expect(headers.get('location')).toBeNull();
    },
  );

  it('hands out the openid a test chose, so a bound WeChat user logs in', async () => {
    await http.call('POST', '/__contract/wechat-openid', { body: { openid: SEED.openids.bound } });
    const location = new URL((await openidRedirect(`${server.url}/`)).headers.get('location') ?? '');
    const openid = location.searchParams.get('openid') ?? '';
    const login = await http.token({ grant_type: 'appopenid', openid });
    expect(login.body.user_id).toBe('u-demo-13800000040');
  });

  it('binds the openid its redirect handed out to a visitor who logged in by SMS, so the next openid login finds them (issue 28 §3)', async () => {
    const location = new URL((await openidRedirect(`${server.url}/`)).headers.get('location') ?? '');
    const openid = location.searchParams.get('openid') ?? '';
    expect(await http.token({ grant_type: 'appopenid', openid })).toMatchObject({ body: { error_description: 'No user information' } });
    const sms = await http.loginBySms(SEED.phones.paidTicket);

    expect((await http.call('POST', `${RC}wx/openid/bind`, { token: sms.access_token, body: { openid } })).body).toMatchObject({ code: 200 });

    const next = await http.token({ grant_type: 'appopenid', openid });
    expect(next.body.user_id).toBe(sms.user_id);
  });

  it('binds only an openid it handed out in the last 600 s, and only with a login', async () => {
    const sms = await http.loginBySms(SEED.phones.paidTicket);
    const madeUp = await http.call('POST', `${RC}wx/openid/bind`, { token: sms.access_token, body: { openid: 'oMadeUpByAPage' } });
    expect(madeUp).toMatchObject({ status: 400, body: { msg: '微信身份已失效，请从微信重新打开链接' } });

    const openid = new URL((await openidRedirect(`${server.url}/`)).headers.get('location') ?? '').searchParams.get('openid') ?? '';
    expect((await http.call('POST', `${RC}wx/openid/bind`, { body: { openid } })).status).toBe(401);
    server.advanceClock(601);
    const late = await http.loginBySms(SEED.phones.paidTicket);
    expect((await http.call('POST', `${RC}wx/openid/bind`, { token: late.access_token, body: { openid } })).status).toBe(400);
    expect(server.state.users.some((user) => user.openid === openid)).toBe(false);
  });

  it('unbinds the openid of the caller’s registration when none is named (a logout inside WeChat)', async () => {
    const login = await http.token({ grant_type: 'appopenid', openid: SEED.openids.bound });
    await http.call('POST', `${RC}wx/openid/remove`, { token: login.body.access_token, body: {} });
    const again = await http.token({ grant_type: 'appopenid', openid: SEED.openids.bound });
    expect(again.body).toEqual({ error: 'invalid_grant', error_description: 'No user information' });
  });

  it('unbinds an openid so the next openid login finds nobody', async () => {
    const login = await http.token({ grant_type: 'appopenid', openid: SEED.openids.bound });
    await http.call('POST', `${RC}wx/openid/remove`, { token: login.body.access_token, body: { openid: SEED.openids.bound } });
    const again = await http.token({ grant_type: 'appopenid', openid: SEED.openids.bound });
    expect(again.body).toEqual({ error: 'invalid_grant', error_description: 'No user information' });
  });
});

describe('entry-flow writes and sharing', () => {
  it('stores register links, fission parents and register logs, with the user when logged in', async () => {
    const login = await http.loginBySms(SEED.phones.approvedWithTicket);
    await http.call('POST', `${RC}userRegisterLink/save`, {
      token: login.access_token,
      body: { registerLinkId: 'rl-1', sourceCode: 'S1', inviteType: 'LINK', inviteDeptId: 'dept-1001', inviteUserId: 'u-1', inviteUserName: '陈' },
    });
    await http.call('POST', `${RC}saveFissionParentId`, { body: { exhibitionId: 'demo', fissionParentBladeUserId: 'u-parent' } });
    await http.call('POST', `${RC}registerLog/save`, { body: { exhibitionId: 'demo', registerType: 'visitor', registrationSource: 'registration', sourceCode: '', url: 'http://x/' } });
    expect(server.state.registerLinks).toMatchObject([{ userId: login.user_id, body: { registerLinkId: 'rl-1' } }]);
    expect(server.state.fissionParents).toMatchObject([{ userId: '', body: { fissionParentBladeUserId: 'u-parent' } }]);
    expect(server.state.registerLogs).toHaveLength(1);
  });

  it('refuses a register-link save without its id', async () => {
    expect((await http.call('POST', `${RC}userRegisterLink/save`, { body: { sourceCode: 'S1' } })).status).toBe(400);
  });

  it('stores ticket upgrades for the logged-in user', async () => {
    const login = await http.loginBySms(SEED.phones.approvedWithTicket);
    await http.call('POST', `${RC}upgradeTicket`, { token: login.access_token, body: { exhibitionId: 'demo', upgradeTicket: 'vip' } });
    expect(server.state.upgrades).toMatchObject([{ userId: login.user_id, body: { upgradeTicket: 'vip' } }]);
  });

  it('builds share links on the server’s origin carrying the inviter', async () => {
    const login = await http.loginBySms(SEED.phones.exhibitor);
    const { body } = await http.call('GET', `${RC}invitation/share/link`, { token: login.access_token, query: { registerType: 'visitor' } });
    const url = new URL(body.data.enRegisterLinkUrl);
    expect(url.origin).toBe(server.url);
    expect(url.hash).toBe('#/registration');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ exhibitionId: 'demo', registerType: 'visitor', tenantId: '000000', languageType: 'en', sourceInviteUserId: login.user_id });
    expect(Object.keys(body.data).sort()).toEqual(['cnCustomerUrl', 'cnLandingPageUrl', 'cnRegisterLinkUrl', 'enCustomerUrl', 'enLandingPageUrl', 'enRegisterLinkUrl']);
  });

  it('hands out a cache key for the exhibitor services, never the token itself', async () => {
    const login = await http.loginBySms(SEED.phones.exhibitor);
    const { body } = await http.call('GET', '/api/ef-connect-client/exhibitorServices/cacheUserIdAndToken', { token: login.access_token, query: { exhibitionId: 'demo' } });
    expect(body.data.cacheKey).toMatch(/^[0-9a-f]{32}$/);
    expect(body.data.cacheKey).not.toContain(login.access_token);
    expect(server.state.cacheKeys.get(body.data.cacheKey)).toEqual({ userId: login.user_id, exhibitionId: 'demo' });
  });
});

describe('business card upload', () => {
  const upload = async (name: string, type: string) => {
    const login = await http.loginBySms(SEED.phones.newVisitor, 'card-demo');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type }), name);
    form.append('exhibitionId', 'card-demo');
    return http.call('POST', `${RC}userInfo/businessCard/upload`, { token: login.access_token, body: form });
  };

  it.each([['card.png', 'image/png'], ['card.JPG', 'image/jpeg'], ['card.jpeg', 'image/jpeg']])('accepts %s and returns the recognised fields', async (name, type) => {
    const { status, body } = await upload(name, type);
    expect(status).toBe(200);
    expect(body.data.fields).toMatchObject({ name: '张名片', phone: '13800000099' });
    const stored = await fetch(body.data.url);
    expect(stored.headers.get('content-type')).toBe(type);
    expect(server.state.uploads[0]).toMatchObject({ filename: name, userId: 'u-card-demo-13800000001' });
  });

  it.each([['card.gif', 'image/gif'], ['card.pdf', 'application/pdf'], ['card.png', 'text/html']])('refuses %s (%s) with a 400', async (name, type) => {
    const { status, body } = await upload(name, type);
    expect(status).toBe(400);
    expect(body.msg).toBe('名片仅支持 jpg、jpeg、png 格式');
    expect(server.state.uploads).toHaveLength(0);
  });
});

describe('content and logs', () => {
  it('answers an article with its HTML as-is (sanitising is the app’s job)', async () => {
    const { body } = await http.call('GET', `${RC}article/detail`, { query: { id: '2' } });
    expect(body.data).toMatchObject({ id: '2', titleEn: 'Privacy policy' });
    expect(body.data.content).toContain('<script>');
  });

  it('stores buried log events', async () => {
    await http.call('POST', `${RC}log/bury`, { body: { event: 'click', page: '/registration', data: { button: 'sms' } } });
    expect(server.state.logs).toMatchObject([{ body: { event: 'click', page: '/registration', data: { button: 'sms' } } }]);
  });

  it('shows the stored writes at GET /__contract/state', async () => {
    await http.call('POST', `${RC}log/bury`, { body: { event: 'view', page: '/' } });
    const { body } = await http.call('GET', '/__contract/state');
    expect(body.logs).toHaveLength(1);
    expect(body.users.length).toBe(server.state.users.length);
  });
});
