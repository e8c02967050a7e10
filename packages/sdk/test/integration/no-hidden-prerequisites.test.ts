// Issue 32 §4, no hidden prerequisites: what a desktop team meets when it does only what the README
// says — a login, then an operation — over real HTTP against the contract server.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getLeads, MemoryLeadStore, useLeadStore } from '../../src/leads';
import { getTicketing } from '../../src/ticketing';
import type { RequestEvent } from '../../src/http/http-observer';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();

describe('after a login, without fetching the user record first', () => {
  it('captures a lead: a logged-in user is never told to log in (the book fetches the record itself)', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.tradeFairExhibitor);
    useLeadStore(client, new MemoryLeadStore());
    expect(client.session.getSnapshot().user).toBeNull();

    const captured = await getLeads(client).captureLead.execute({ source: 'qr', badgeCode: SEED.leads.firstBadge });

    expect(captured).toMatchObject({ ok: true, value: { lead: expect.any(Object) } });
    expect(client.session.getSnapshot().user?.userId).toBeTruthy();
  });
});

describe('the refresh token', () => {
  it('stays inside the SDK: no login or refresh hands it out, and the SDK still renews the access token with it', async () => {
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link() });

    const login = await client.loginBySms.execute({ phone: SEED.phones.approvedWithTicket, code: SEED.code });
    const refreshed = await client.refreshToken.execute();
    ctx.server.expireAccessTokens();
    const after = await client.fetchUser.execute();

    expect(login.ok && login.value.accessToken).toBeTruthy();
    expect(login.ok && login.value).not.toHaveProperty('refreshToken');
    expect(refreshed.ok && refreshed.value).not.toHaveProperty('refreshToken');
    expect(JSON.stringify(client.session.getSnapshot())).not.toMatch(/refresh/i);
    expect(after.ok).toBe(true);
  });
});

describe('the exhibition an exhibition-scoped call is about', () => {
  it('is asked for before anything is sent: before startFromLink, such a call is SESSION.NO_EXHIBITION', async () => {
    const sent: RequestEvent[] = [];
    const { client } = testClient(ctx.server, { hooks: { onRequest: (event) => void sent.push(event) } });
    await client.loginBySms.execute({ phone: SEED.phones.ticketBuyer, code: SEED.code });
    sent.length = 0;

    const types = await getTicketing(client).listTicketTypes.execute();
    const orders = await getTicketing(client).listOrders.execute({ current: 1, size: 10 });

    expect(types).toMatchObject({ ok: false, error: { code: 'SESSION.NO_EXHIBITION', retryable: false } });
    expect(orders).toMatchObject({ ok: false, error: { code: 'SESSION.NO_EXHIBITION' } });
    expect(sent).toEqual([]);
  });

  it('can be given to createFairpassClient (a /pc/ site of one exhibition): it works with no link at all', async () => {
    const { client } = testClient(ctx.server, { exhibitionId: SEED.exhibitions.demo, registerType: 'visitor', tenantId: SEED.tenantId });
    await client.loginBySms.execute({ phone: SEED.phones.ticketBuyer, code: SEED.code });

    const types = await getTicketing(client).listTicketTypes.execute();

    expect(types.ok && types.value.length).toBeGreaterThan(0);
    expect(client.session.getSnapshot().entry).toMatchObject({ exhibitionId: SEED.exhibitions.demo, registerType: 'visitor', tenantId: SEED.tenantId });
  });
});
