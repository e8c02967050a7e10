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

const TIME = `${RC}system/time`;
const LOG = `${RC}registerLog/save`;
const saveLog = () => http.call('POST', LOG, { body: { exhibitionId: 'demo', registerType: 'visitor', registrationSource: 'registration' } });

describe('fault switches', () => {
  it('latencyMs delays the answer without changing it', async () => {
    server.faults.set(`GET ${TIME}`, { latencyMs: 150 });
    const started = performance.now();
    const { body } = await http.call('GET', TIME);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(body.code).toBe(200);
  });

  it('status500 answers HTTP 500 and commits nothing', async () => {
    server.faults.set(`POST ${LOG}`, { status500: true });
    const { status, body } = await saveLog();
    expect(status).toBe(500);
    expect(body).toMatchObject({ code: 500, success: false, data: null });
    expect(server.state.registerLogs).toHaveLength(0);
  });

  it('unauthorized gateway answers HTTP 401 without a success field', async () => {
    server.faults.set(TIME, { unauthorized: 'gateway' });
    const { status, body } = await http.call('GET', TIME);
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, msg: '请求未授权', data: null });
  });

  it('unauthorized inService answers HTTP 200 with code 401 in the envelope', async () => {
    server.faults.set(TIME, { unauthorized: 'inService' });
    const { status, body } = await http.call('GET', TIME);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 401, success: false, data: null, msg: '请求未授权' });
  });

  it('stringCodes sends the envelope code as a string', async () => {
    server.faults.set(TIME, { stringCodes: true });
    const { body } = await http.call('GET', TIME);
    expect(body.code).toBe('200');
    expect(body.success).toBe(true);
  });

  it.each([2001, 2002] as const)('passThrough %i answers the handler’s data under that code', async (code) => {
    server.faults.set(`GET ${RC}registerConfig/functionConfig`, { passThrough: code });
    const { status, body } = await http.call('GET', `${RC}registerConfig/functionConfig`, { query: { exhibitionId: 'demo', registerType: 'visitor' } });
    expect(status).toBe(200);
    expect(body.code).toBe(code);
    expect(body.data.pageThemeColor).toBe(SEED.themeColor);
  });

  it('businessFailure answers HTTP 400 with the given msg and commits nothing', async () => {
    server.faults.set(`POST ${LOG}`, { businessFailure: '报名已截止' });
    const { status, body } = await saveLog();
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, success: false, data: null, msg: '报名已截止' });
    expect(server.state.registerLogs).toHaveLength(0);
  });

  it('dropAfterCommit commits the write, then closes the connection without an answer', async () => {
    server.faults.set(`POST ${LOG}`, { dropAfterCommit: true });
    await expect(saveLog()).rejects.toThrow();
    expect(server.state.registerLogs).toHaveLength(1);
  });

  it('times: n applies the fault n times, then clears itself', async () => {
    server.faults.set(TIME, { status500: true, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await http.call('GET', TIME)).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect(server.faults.list()).toEqual({});
  });

  it('a global fault hits every API route, and a route’s own switch wins over it', async () => {
    server.faults.set('*', { businessFailure: 'global' });
    server.faults.set(`GET ${TIME}`, { stringCodes: true });
    expect((await http.call('GET', `${RC}article/detail`, { query: { id: '1' } })).body.msg).toBe('global');
    expect((await http.call('GET', TIME)).body.code).toBe('200');
  });

  it('a route switch matches the method: GET switches leave POSTs alone', async () => {
    server.faults.set(`GET ${LOG}`, { status500: true });
    expect((await saveLog()).status).toBe(200);
  });

  it('faults.clear() switches everything off', async () => {
    server.faults.set('*', { status500: true });
    server.faults.clear();
    expect((await http.call('GET', TIME)).status).toBe(200);
  });
});

describe('fault switches over HTTP', () => {
  it('POST /__contract/faults sets a switch and DELETE clears them all', async () => {
    const set = await http.call('POST', '/__contract/faults', { noBasic: true, body: { route: `GET ${TIME}`, fault: { unauthorized: 'inService', times: 1 } } });
    expect(set.status).toBe(200);
    expect((await http.call('GET', TIME)).body.code).toBe(401);
    expect((await http.call('GET', TIME)).body.code).toBe(200);

    await http.call('POST', '/__contract/faults', { body: { route: '*', fault: { status500: true } } });
    await http.call('DELETE', '/__contract/faults');
    expect((await http.call('GET', TIME)).status).toBe(200);
  });

  it.each([
    ['an unknown switch', { route: '*', fault: { explode: true } }],
    ['a wrong passThrough code', { route: '*', fault: { passThrough: 2003 } }],
    ['a wrong 401 shape', { route: '*', fault: { unauthorized: 'both' } }],
    ['no route', { fault: { status500: true } }],
  ])('refuses %s with HTTP 400', async (_name, body) => {
    expect((await http.call('POST', '/__contract/faults', { body })).status).toBe(400);
    expect(server.faults.list()).toEqual({});
  });

  it('never applies to the /__contract controls themselves', async () => {
    server.faults.set('*', { status500: true });
    expect((await http.call('GET', '/__contract/state')).status).toBe(200);
  });
});
