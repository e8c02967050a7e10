import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../data/seed.constants';
import { contractHttp } from '../test-support/contract-http';
import { RC } from './context';
import { startContractServer, type ContractServer } from './start-contract-server';

let server: ContractServer;
let http: ReturnType<typeof contractHttp>;

beforeAll(async () => {
  server = await startContractServer({ port: 0 });
  http = contractHttp(server.url);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('the BladeX envelope', () => {
  it('wraps a successful read in {code 200, success true, data, msg 操作成功}', async () => {
    const before = Date.now();
    const { status, body } = await http.call('GET', `${RC}system/time`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg', 'success']);
    expect(body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(body.data).toBeGreaterThanOrEqual(before);
  });

  it('answers a business rule violation with HTTP 400 and code 400', async () => {
    const { status, body } = await http.call('GET', `${RC}article/detail`, { query: { id: 'nope' } });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, success: false, data: null, msg: '文章不存在' });
  });

  it('answers an unknown API path with an envelope 404', async () => {
    const { status, body } = await http.call('GET', `${RC}no/such/thing`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, success: false, data: null });
  });

  it('pages lists as {records, total, size, current, pages} with size 10 by default', async () => {
    const all = await http.call('GET', `${RC}article/list`);
    expect(all.body.data).toMatchObject({ total: 4, size: 10, current: 1, pages: 1 });
    expect(all.body.data.records).toHaveLength(4);
    const last = await http.call('GET', `${RC}article/list`, { query: { current: '2', size: '3' } });
    expect(last.body.data).toEqual({ records: [{ id: '4', title: '倡议书', titleEn: 'Initiative letter' }], total: 4, size: 3, current: 2, pages: 2 });
  });
});

describe('the headers of every API reply', () => {
  const noSniffNoStore = (headers: Headers) => [headers.get('x-content-type-options'), headers.get('cache-control')];

  it.each([
    ['a read', () => http.call('GET', `${RC}system/time`)],
    ['a business refusal', () => http.call('GET', `${RC}article/detail`, { query: { id: 'nope' } })],
    ['an unknown path', () => http.call('GET', `${RC}no/such/thing`)],
    ['the gateway’s 401 for a missing client header', () => http.call('GET', `${RC}system/time`, { noBasic: true })],
    ['a refused login on the token endpoint', () => http.token({ grant_type: 'appsms', phone: SEED.phones.approvedWithTicket, code: '000000' })],
  ])('sends nosniff and Cache-Control no-store with %s', async (_name, call) => {
    expect(noSniffNoStore((await call()).headers)).toEqual(['nosniff', 'no-store']);
  });

  it('sends them with the token reply, which carries the tokens', async () => {
    const reply = await http.token({ grant_type: 'appsms', phone: SEED.phones.approvedWithTicket, code: SEED.code });
    expect(reply.body).toHaveProperty('access_token');
    expect(noSniffNoStore(reply.headers)).toEqual(['nosniff', 'no-store']);
  });

  it('sends them with a replayed answer too', async () => {
    const login = await http.loginBySms(SEED.phones.approvedWithTicket);
    const save = () => http.call('POST', `${RC}userRegisterLink/save`, { token: login.access_token, body: { registerLinkId: 'l-1' }, headers: { 'idempotency-key': 'k' } });
    await save();
    const replay = await save();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(noSniffNoStore(replay.headers)).toEqual(['nosniff', 'no-store']);
  });

  it('sends no HSTS (the contract server speaks plain http; the gateway sends it)', async () => {
    expect((await http.call('GET', `${RC}system/time`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the Basic client header', () => {
  it.each([
    ['missing', undefined],
    ['with a wrong secret', `Basic ${Buffer.from('saber:wrong').toString('base64')}`],
    ['not Basic at all', 'Bearer abc'],
  ])('rejects an API call with the header %s by HTTP 401 in the gateway shape', async (_name, header) => {
    const { status, body } = await http.call('GET', `${RC}system/time`, {
      noBasic: true,
      headers: header ? { authorization: header } : {},
    });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 401, data: null });
    expect(body).not.toHaveProperty('success');
  });

  it('is not needed for the openid redirect, which is a browser navigation', async () => {
    const { status } = await http.call('GET', `${RC}wx/noToken/openid`, {
      noBasic: true,
      query: { tenantId: SEED.tenantId, url: `${server.url}/#/registration` },
    });
    expect(status).toBe(302);
  });
});

describe('the Blade-Auth bearer token', () => {
  const protectedCall = (token?: string) =>
    http.call('POST', `${RC}user/registerType/addAndGetAll`, { token, body: { exhibitionId: 'demo', topRegisterType: 'visitor' } });

  it('is required on protected endpoints: without it the gateway answers HTTP 401', async () => {
    const { status, body } = await protectedCall();
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, msg: '请求未授权', data: null });
  });

  it('rejects a token it never issued', async () => {
    expect((await protectedCall('made-up-token')).status).toBe(401);
  });

  it('lets a freshly issued token through', async () => {
    const login = await http.loginBySms(SEED.phones.approvedWithTicket);
    const { status, body } = await protectedCall(login.access_token);
    expect(status).toBe(200);
    expect(body.data.userId).toBe(login.user_id);
  });

  it('stops working after logout', async () => {
    const login = await http.loginBySms(SEED.phones.approvedWithTicket);
    const logout = await http.call('POST', '/api/blade-auth/oauth/logout', { token: login.access_token });
    expect(logout.body).toMatchObject({ code: 200, data: null });
    expect((await protectedCall(login.access_token)).status).toBe(401);
  });
});
