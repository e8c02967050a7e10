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

const LINK = `${RC}userRegisterLink/save`;
const linkBody = { registerLinkId: 'link-7', sourceCode: 'S1', inviteType: 'LINK', inviteDeptId: '', inviteUserId: '', inviteUserName: '' };
const saveLink = (key: string) => http.call('POST', LINK, { body: linkBody, headers: { 'idempotency-key': key } });

describe('Idempotency-Key', () => {
  it('replays the first answer for a repeated key and stores the write once', async () => {
    const first = await saveLink('key-1');
    const second = await saveLink('key-1');
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(server.state.registerLinks).toHaveLength(1);
  });

  it('remembers nothing for a request refused as unauthorized, so the same key runs after a new login', async () => {
    const ME = `${RC}user/registerType/addAndGetAll`;
    const body = { exhibitionId: 'demo', topRegisterType: 'visitor' };
    const refused = await http.call('POST', ME, { body, token: 'expired-token', headers: { 'idempotency-key': 'key-401' } });
    expect(refused.status).toBe(401);
    const login = await http.loginBySms(SEED.phones.approvedWithTicket);
    const again = await http.call('POST', ME, { body, token: login.access_token, headers: { 'idempotency-key': 'key-401' } });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
  });

  it('runs requests with different keys, or without a key, each time', async () => {
    await saveLink('key-1');
    await saveLink('key-2');
    await http.call('POST', LINK, { body: linkBody });
    expect(server.state.registerLinks).toHaveLength(3);
  });

  it('answers 409 while the first request with the key is still in flight', async () => {
    server.faults.set(`POST ${LINK}`, { latencyMs: 300, times: 1 });
    const first = saveLink('key-slow');
    await new Promise((resolve) => setTimeout(resolve, 80));
    const second = await saveLink('key-slow');
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 409, success: false });
    expect((await first).status).toBe(200);
    expect(server.state.registerLinks).toHaveLength(1);
  });

  it('after a response dropped past the commit, the retry gets the first result and one record exists', async () => {
    const login = await http.loginBySms(SEED.phones.newVisitor);
    await http.call('POST', `${RC}user/registerType/addAndGetAll`, { token: login.access_token, body: { exhibitionId: 'demo', topRegisterType: 'visitor' } });
    const submit = () =>
      http.call('POST', `${RC}userInfo/submit`, {
        token: login.access_token,
        headers: { 'idempotency-key': 'submit-1' },
        body: { exhibitionId: 'demo', registerType: 'visitor', values: { name: '新观众', company: '新公司', position: 'buyer', industry: 'food' } },
      });
    server.faults.set(`POST ${RC}userInfo/submit`, { dropAfterCommit: true, times: 1 });
    await expect(submit()).rejects.toThrow();
    expect(server.state.userById(login.user_id)?.completeResult).toBe('succ');

    const retry = await submit();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data.userExhibitionVO.completeResult).toBe('succ');
    expect(server.state.users.filter((u) => u.userId === login.user_id)).toHaveLength(1);
  });

  it('lets a retry run again when the first attempt failed with a 500 (nothing was committed)', async () => {
    server.faults.set(`POST ${LINK}`, { status500: true, times: 1 });
    expect((await saveLink('key-500')).status).toBe(500);
    const retry = await saveLink('key-500');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(server.state.registerLinks).toHaveLength(1);
  });

  it('replays a business failure too, so a retried bad request gets the same answer', async () => {
    const bad = () => http.call('POST', LINK, { body: { registerLinkId: '' }, headers: { 'idempotency-key': 'bad' } });
    expect((await bad()).status).toBe(400);
    const again = await bad();
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });
});
