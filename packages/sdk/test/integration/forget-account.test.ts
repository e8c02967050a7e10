// Forgetting an account on a shared phone (issue 25 §3), over real HTTP against the contract server:
// logout, a 401 and another account's login leave nothing of the account on the device — the kept
// keys, the app's registered keys — except the lead tool's unsynced leads and their outbox, which the
// same account's next login sends.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { accountKey, type MemoryStorageAdapter } from '../../src';
import { getLeadBook, getLeads } from '../../src/leads';
import { leadOwnerOf } from '../../src/leads/forget-synced-leads';
import { CuttableTransport } from '../support/cuttable-transport';
import { HeldReplyTransport } from '../support/held-reply-transport';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const P = SEED.phones;

const kept = (storage: MemoryStorageAdapter) => [...storage.keys('local'), ...storage.keys('session')].filter((key) => key.startsWith('fairpass.'));

describe('logging out on a shared phone', () => {
  it('forgets the ticket kept offline and the app’s drafts, whatever the server answers', async () => {
    const { client, storage } = await loggedIn(ctx.server, ctx.link(), P.paidTicket);
    const user = await client.fetchUser.execute();
    const userId = user.ok ? user.value.userId : '';
    client.accountData.registerKeys('fairpass.draft.');
    storage.set('local', accountKey(userId, `ticket.${SEED.ticketing.paidTicketId}`), { holderName: '严升级', rotation: { secret: 'c2VjcmV0' } });
    storage.set('session', 'fairpass.draft.invoiceHeader', { title: '半个抬头' });

    const out = await client.logout.execute();

    expect(out.ok).toBe(true);
    expect(client.session.getSnapshot()).toMatchObject({ token: null, user: null });
    expect(kept(storage)).toEqual([]);
  });

  it('keeps nothing of a user record the server sent before the logout and that arrived after it', async () => {
    const transport = new HeldReplyTransport(ctx.server.url, '/user/registerType/addAndGetAll');
    const { client, storage } = await loggedIn(ctx.server, ctx.link(), P.paidTicket, { transport });
    transport.holding = true;
    const read = client.fetchUser.execute();
    await transport.answered;

    expect((await client.logout.execute()).ok).toBe(true);
    transport.release();
    const user = await read;

    // The caller gets what the server said; the phone keeps none of it.
    expect(user.ok && user.value.phone).toBe(P.paidTicket);
    expect(client.session.getSnapshot()).toMatchObject({ token: null, user: null });
    expect(kept(storage)).toEqual([]);
  });

  it('forgets the account on a 401 too, on the way to /jump', async () => {
    const { client, storage, navigator } = await loggedIn(ctx.server, ctx.link(), P.paidTicket);
    const user = await client.fetchUser.execute();
    storage.set('local', accountKey(user.ok ? user.value.userId : '', 'ticket.t-1'), {});
    // The server ends this login (a logout elsewhere with the same token): the next read answers 401.
    await fetch(`${ctx.server.url}/api/blade-auth/oauth/logout`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${SEED.client.id}:${SEED.client.secret}`).toString('base64')}`, 'blade-auth': `bearer ${client.session.getSnapshot().token}` },
    });

    const again = await client.fetchUser.execute();

    expect(!again.ok && again.error.code).toBe('AUTH.UNAUTHORIZED');
    expect(navigator.last).toMatchObject({ path: '/jump' });
    // Only the mark saying whose typed drafts wait for their next login (nothing of the account itself).
    expect(kept(storage)).toEqual(['fairpass.typedFor']);
    expect(storage.get('session', 'fairpass.typedFor')).toBe(user.ok ? user.value.userId : '?');
  });

  it('keeps the lead tool’s unsynced leads and their outbox for the same account’s next login, and drops the synced ones', async () => {
    const net = new CuttableTransport(ctx.server.url);
    const { client } = await loggedIn(ctx.server, ctx.link(), P.tradeFairExhibitor, { transport: net, retry: { retries: 0 } });
    const { store } = getLeadBook(client).book;
    const me = await client.fetchUser.execute();
    const owner = leadOwnerOf(SEED.exhibitions.demo, me.ok ? me.value.userId : '');
    const leads = getLeads(client);
    const synced = await leads.captureLead.execute({ source: 'qr', badgeCode: 'FPB-2026-0031' });
    await leads.syncLeads.execute();
    net.online = false;
    const waiting = await leads.captureLead.execute({ source: 'qr', badgeCode: 'FPB-2026-0032', notes: '离线记下' });
    const syncedId = synced.ok ? synced.value.lead.localId : '';
    const waitingId = waiting.ok ? waiting.value.lead.localId : '';
    expect(getLeadBook(client).book.get(syncedId)?.sync).toBe('synced');

    await client.logout.execute();

    expect((await store.all(owner)).map((lead) => lead.localId)).toEqual([waitingId]);
    expect((await store.outbox(owner)).map((entry) => entry.localId)).toEqual([waitingId]);

    net.online = true;
    await client.loginBySms.execute({ phone: P.tradeFairExhibitor, code: SEED.code });
    await client.fetchUser.execute();
    await getLeadBook(client).book.ready();
    expect(await leads.syncLeads.execute()).toMatchObject({ ok: true, value: { outcome: 'done', sent: 1 } });
    expect(await store.outbox(owner)).toEqual([]);
  });
});
