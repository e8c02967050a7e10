import { CORE_ENDPOINTS } from '../../src/http/endpoints';
import { SEED, RC } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const ADD_AND_GET_ALL = `POST ${RC}user/registerType/addAndGetAll`;
const REGISTER_LINK = `POST ${RC}userRegisterLink/save`;

describe('a 401 in the middle of a session', () => {
  it.each(['gateway', 'inService'] as const)(
    'in the %s shape, when a token refresh does not cure it, clears the token and user and sends the visitor to /jump',
    async (shape) => {
      const { client, navigator } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
      await client.fetchUser.execute();
      // Twice: the first 401 and the replay after the (working) token refresh.
      ctx.server.faults.set(ADD_AND_GET_ALL, { unauthorized: shape, times: 2 });

      const result = await client.fetchUser.execute();

      expect(!result.ok && result.error.code).toBe('AUTH.UNAUTHORIZED');
      expect(client.session.getSnapshot()).toMatchObject({ token: null, user: null });
      expect(navigator.last).toMatchObject({ path: '/jump' });
    },
  );

  it('ends nothing when it answers, after the logout, a read sent before it: the visitor is not told the login expired', async () => {
    const { client, navigator } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
    // The read reaches the server before the logout and is answered after it, when its token is void.
    ctx.server.faults.set(ADD_AND_GET_ALL, { latencyMs: 400, times: 1 });
    const read = client.fetchUser.execute();
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect((await client.logout.execute()).ok).toBe(true);
    const result = await read;

    expect(!result.ok && result.error.code).toBe('AUTH.UNAUTHORIZED');
    expect(navigator.history.map((step) => ('path' in step ? step.path : step.url))).not.toContain('/jump');
  });

  it('sends the visitor to /error when no link parameters were stored', async () => {
    const { client, navigator } = testClient(ctx.server);
    ctx.server.faults.set(`POST ${RC}log/bury`, { unauthorized: 'inService', times: 1 });

    await client.logBury.execute({ event: 'view', page: '/test' });

    expect(navigator.last).toMatchObject({ path: '/error', href: '/error?code=AUTH.UNAUTHORIZED' });
  });
});

describe('envelope codes', () => {
  it('accepts string codes ("200") as success', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
    ctx.server.faults.set('*', { stringCodes: true });

    const user = await client.fetchUser.execute();

    expect(user.ok && user.value.phone).toBe(SEED.phones.approvedWithTicket);
  });

  it.each([2001, 2002] as const)('passes %i on to the caller as a result with the data', async (code) => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
    ctx.server.faults.set(ADD_AND_GET_ALL, { passThrough: code, times: 1 });

    const reply = await client.api.call(CORE_ENDPOINTS.addAndGetAll, { exhibitionId: 'demo', topRegisterType: 'visitor' });

    expect(reply).toMatchObject({ ok: true, value: { kind: 'passThrough', code, data: { phone: SEED.phones.approvedWithTicket } } });
  });

  it('turns a 500 into a server failure without touching the session', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
    ctx.server.faults.set(ADD_AND_GET_ALL, { status500: true, times: 1 });

    const result = await client.fetchUser.execute();

    expect(!result.ok && result.error.code).toBe('SERVER.FAILURE');
    expect(client.session.getSnapshot().token).not.toBeNull();
  });

  it('reports a 400 business failure as silent, with its message', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
    ctx.server.faults.set(ADD_AND_GET_ALL, { businessFailure: '提交信息已关闭', times: 1 });

    const result = await client.fetchUser.execute();

    expect(result).toMatchObject({ ok: false, error: { code: 'SERVER.SILENT', detail: '提交信息已关闭' } });
  });
});

describe('network faults', () => {
  it('reports latency beyond the time-out as NETWORK.TIMEOUT', async () => {
    // Logged in with the usual time-out (under load the entry flow's own reads outlast 150 ms); the
    // short one is a second client's, which finds the session in the same storage (a reload).
    const { storage } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
    const { client } = testClient(ctx.server, { storage, timeoutMs: 150 });
    ctx.server.faults.set(ADD_AND_GET_ALL, { latencyMs: 600, times: 1 });

    const result = await client.fetchUser.execute();

    expect(!result.ok && result.error.code).toBe('NETWORK.TIMEOUT');
  });

  it('resends a write whose reply was dropped with the same key, creating exactly one record', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
    ctx.server.faults.set(REGISTER_LINK, { dropAfterCommit: true, times: 1 });

    const saved = await client.api.call(CORE_ENDPOINTS.saveRegisterLink, { registerLinkId: 'link-42', sourceCode: 'QR' });

    expect(saved.ok).toBe(true);
    expect(ctx.server.state.registerLinks.filter((w) => w.body.registerLinkId === 'link-42')).toHaveLength(1);
  });

  it('gives up with NETWORK.EXCEPTION when a plain write loses its reply, without resending it', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
    ctx.server.faults.set(`POST ${RC}log/bury`, { dropAfterCommit: true });

    const result = await client.logBury.execute({ event: 'view', page: '/confirmation' });

    expect(!result.ok && result.error.code).toBe('NETWORK.EXCEPTION');
    expect(ctx.server.state.logs).toHaveLength(1);
  });

  it('refuses a second identical write while the first is in flight', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
    ctx.server.faults.set(REGISTER_LINK, { latencyMs: 300, times: 1 });

    const first = client.api.call(CORE_ENDPOINTS.saveRegisterLink, { registerLinkId: 'link-7' });
    const second = await client.api.call(CORE_ENDPOINTS.saveRegisterLink, { registerLinkId: 'link-7' });

    expect(!second.ok && second.error.code).toBe('REQUEST.IN_FLIGHT');
    expect((await first).ok).toBe(true);
    expect(ctx.server.state.registerLinks).toHaveLength(1);
  });
});
