import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
/** A logged-in caller's token (stored replies belong to the caller). */
const tokenOf = async (phone: string = SEED.phones.approvedWithTicket) => (await http.loginBySms(phone)).access_token;
const saveLink = (key: string, token?: string, body: object = linkBody) =>
  http.call('POST', LINK, { body, token, headers: { 'idempotency-key': key } });

describe('Idempotency-Key', () => {
  it('replays the first answer for a repeated key from the same caller and stores the write once', async () => {
    const token = await tokenOf();
    const first = await saveLink('key-1', token);
    const second = await saveLink('key-1', token);
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
    const token = await tokenOf();
    await saveLink('key-1', token);
    await saveLink('key-2', token);
    await http.call('POST', LINK, { body: linkBody, token });
    expect(server.state.registerLinks).toHaveLength(3);
  });

  it('answers 409 while the first request with the key is still in flight', async () => {
    const token = await tokenOf();
    server.faults.set(`POST ${LINK}`, { latencyMs: 2000, times: 1 });
    const first = saveLink('key-slow', token);
    // The fault is taken after the idempotency hook recorded the key: from then on the first is in flight.
    await vi.waitFor(() => expect(server.faults.list()).toEqual({}), { timeout: 10_000 });
    const second = await saveLink('key-slow', token);
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
    const token = await tokenOf();
    server.faults.set(`POST ${LINK}`, { status500: true, times: 1 });
    expect((await saveLink('key-500', token)).status).toBe(500);
    const retry = await saveLink('key-500', token);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(server.state.registerLinks).toHaveLength(1);
  });

  it('keeps no answer for a refusal: once the caller fixes the request, the same key runs and is then replayed', async () => {
    const token = await tokenOf();
    const refused = await saveLink('fix-me', token, { ...linkBody, registerLinkId: '' });
    expect(refused.body).toMatchObject({ code: 400, success: false });
    const fixed = await saveLink('fix-me', token);
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect((await saveLink('fix-me', token)).headers.get('idempotent-replayed')).toBe('true');
    expect(server.state.registerLinks).toHaveLength(1);
  });

  it('keeps no answer for a refusal whose cause lies on the server: the same request runs once the cause is gone', async () => {
    // A mobile the server has never seen: the login signs it up on `demo` only.
    const login = await http.loginBySms('13912340001');
    const values = { name: '新观众', company: '新公司', position: 'buyer', industry: 'food' };
    const submit = () =>
      http.call('POST', `${RC}userInfo/submit`, {
        token: login.access_token,
        headers: { 'idempotency-key': 'submit-elsewhere' },
        body: { exhibitionId: 'card-demo', registerType: 'visitor', values },
      });
    expect((await submit()).body).toMatchObject({ code: 400, msg: '尚未登记该展会' });
    // The visitor registers on that exhibition; the very same submission now runs.
    await http.call('POST', `${RC}user/registerType/addAndGetAll`, { token: login.access_token, body: { exhibitionId: 'card-demo', topRegisterType: 'visitor' } });
    const again = await submit();
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body).toMatchObject({ code: 200, data: { userExhibitionVO: { completeResult: 'succ' } } });
  });

  it('runs another caller’s request with the same key for that caller instead of replaying the first caller’s answer', async () => {
    const alice = await http.loginBySms(SEED.phones.approvedWithTicket);
    const bob = await http.loginBySms(SEED.phones.reviewPending);
    await saveLink('shared-key', alice.access_token);
    const bobs = await saveLink('shared-key', bob.access_token);
    expect(bobs.status).toBe(200);
    expect(bobs.headers.get('idempotent-replayed')).toBeNull();
    expect(server.state.registerLinks.map((w) => w.userId)).toEqual([alice.user_id, bob.user_id]);
  });

  it('never answers a request without a valid token from the store, and remembers none', async () => {
    const token = await tokenOf();
    await saveLink('anon-key', token);
    for (const stranger of [undefined, 'forged-token']) {
      const reply = await saveLink('anon-key', stranger);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('idempotent-replayed')).toBeNull();
    }
    expect(server.state.registerLinks.map((w) => w.userId)).toEqual([expect.stringMatching(/^u-/), '', '']);
  });

  it('refuses the same key with a different body (HTTP 422) and keeps the first request’s answer for it', async () => {
    const token = await tokenOf();
    const first = await saveLink('one-intent', token);
    const other = await saveLink('one-intent', token, { ...linkBody, registerLinkId: 'link-8' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 422, success: false, data: null, msg: expect.stringContaining('幂等键') });
    expect(server.state.registerLinks).toHaveLength(1);
    const replay = await saveLink('one-intent', token, { ...linkBody });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
  });

  it('reads the same body with its keys in another order as the same request', async () => {
    const token = await tokenOf();
    await saveLink('ordered', token);
    const reordered = Object.fromEntries(Object.entries(linkBody).reverse());
    expect((await saveLink('ordered', token, reordered)).headers.get('idempotent-replayed')).toBe('true');
  });
});
