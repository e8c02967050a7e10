// Issue 32 §4, no hidden prerequisites: what a desktop team meets when it does only what the README
// says — a login, then an operation — over real HTTP against the contract server.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getLeads, MemoryLeadStore, useLeadStore } from '../../src/leads';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();

describe('after a login, without fetching the user record first', () => {
  it('captures a lead: a logged-in user is never told to log in (the book fetches the record itself)', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.tradeFairExhibitor);
    useLeadStore(client, new MemoryLeadStore());
    expect(client.session.getSnapshot().user).toBeNull();

    const captured = await getLeads(client).captureLead.execute({ source: 'qr', badgeCode: SEED.leads.firstBadge });

    expect(captured).toMatchObject({ ok: true, value: { existing: false } });
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
