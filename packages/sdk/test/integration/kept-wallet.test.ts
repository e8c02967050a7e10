// The wallet a phone keeps for the gate (issue 28 §3, docs/offline-wallet.md), over real HTTP against the
// contract server: what a logged-in read keeps on the device (local storage, under the account), a fresh
// tab opening it with no login and no network (the kept config starting the visit, the kept rotation
// making codes the gate accepts), how long it lasts, and what forgets it; and, inside WeChat, a visitor
// who logged in by SMS recognised on the next visit through the openid the login bound.
import { SEED } from '@fairpass/test-fixtures';
import { keptWalletUntil, rotatingCode, serverClockOffset, type Ticket } from '@fairpass/domain/ticketing';
import { describe, expect, it } from 'vitest';
import type { MemoryStorageAdapter } from '../../src';
import type { FairpassClientOptions } from '../../src/client-options';
import { getTicketing } from '../../src/ticketing';
import { CuttableTransport } from '../support/cuttable-transport';
import { HeldReplyTransport } from '../support/held-reply-transport';
import { RecordingWeChat } from '../support/recording-wechat';
import { loggedIn, testClient, useContractServer, WECHAT_UA } from './contract-client.harness';

const ctx = useContractServer();
const { paidTicketId } = SEED.ticketing;
const WALLET_LINK = { registrationSource: 'ticket', registerLinkId: SEED.ticketing.registerLinkId };

/** Everything the phone keeps beyond a tab (local storage), as one text. */
const keptOnPhone = (storage: MemoryStorageAdapter) => JSON.stringify(storage.keys('local').map((key) => [key, storage.get('local', key)]));

/** The code the wallet shows now for a kept ticket, on the server's clock as the phone measured it. */
const codeOf = async (ticket: Ticket, receivedAt: number, phoneNow: number) =>
  (await rotatingCode(ticket, phoneNow, serverClockOffset({ serverTime: ticket.serverTime, receivedAt }))) ?? '';

/** The visitor opens their wallet once, logged in: the phone keeps it. */
async function walletOpenedOnce(options: { transport?: CuttableTransport } = {}) {
  const visit = await loggedIn(ctx.server, ctx.link(WALLET_LINK, `/wallet/${paidTicketId}`), SEED.phones.paidTicket, { ...options, retry: { retries: 0 } });
  // The app reads the user record at once after a login (the next step): the copy is kept under its id.
  await visit.client.fetchUser.execute();
  const read = await getTicketing(visit.client).readWallet.execute({ current: 1, size: 10 });
  if (!read.ok) throw new Error(`wallet read failed: ${read.error.code}`);
  return { ...visit, read: read.value };
}

/** A fresh tab of the same phone: its own session storage (empty), the phone's local storage and clock. */
function freshTab(phone: { storage: MemoryStorageAdapter; clock: { now(): number } }, transport?: CuttableTransport, options: Partial<FairpassClientOptions> = {}) {
  phone.storage.endSession();
  return testClient(ctx.server, { storage: phone.storage, clock: phone.clock as never, retry: { retries: 0 }, ...(transport ? { transport } : {}), ...options });
}

describe('the wallet a phone keeps for the gate', () => {
  it('keeps what a logged-in read shows — no e-mail, no full mobile, no token — under the account', async () => {
    const { read, storage, client } = await walletOpenedOnce();
    expect(read.kept).toBeUndefined();
    expect(read.records.map((ticket) => ticket.ticketId)).toContain(paidTicketId);
    const userId = client.session.getSnapshot().user?.userId ?? '?';
    expect(client.session.getSnapshot().keptWallet).toMatchObject({ userId, entry: { exhibitionId: 'demo', registerType: 'visitor' } });
    expect(storage.keys('local').every((key) => key.startsWith(`fairpass.account.${encodeURIComponent(userId)}/wallet`) || key === 'languageType' || key === 'openidTimestamp')).toBe(true);
    // The account's id names its keys (this server's ids hold the phone number): the values say no more.
    const kept = keptOnPhone(storage).replaceAll(userId, '<account>');
    expect(kept).toContain('严升级');
    expect(kept).toContain('138****0112');
    expect(kept).not.toContain(SEED.phones.paidTicket);
    expect(kept).not.toContain('buyer112@example.com');
    expect(kept).not.toContain(client.session.getSnapshot().token ?? 'no token');
  });

  it('opens in a fresh tab without a login: the list, and the ticket whose kept rotation makes codes the gate accepts', async () => {
    const phone = await walletOpenedOnce();
    const { client, clock } = freshTab(phone);
    expect(client.session.getSnapshot()).toMatchObject({ token: null, keptWallet: { entry: { exhibitionId: 'demo' } } });

    await client.startFromLink.execute({ url: ctx.link(WALLET_LINK, `/wallet/${paidTicketId}`) });
    const list = await getTicketing(client).readWallet.execute({ current: 1, size: 10 });
    const ticket = await getTicketing(client).readWalletTicket.execute({ ticketId: paidTicketId });

    expect(list).toMatchObject({ ok: true, value: { kept: { because: 'loggedOut' }, records: [{ ticketId: paidTicketId, holderName: '严升级' }] } });
    if (!ticket.ok) throw new Error(ticket.error.code);
    expect(ticket.value).toMatchObject({ kept: { because: 'loggedOut' }, ticket: { ticketId: paidTicketId, code: '', rotation: { stepSeconds: 30 } } });
    const code = await codeOf(ticket.value.ticket, ticket.value.receivedAt, clock.now());
    expect(ctx.server.verifyTicketCode(code)).toMatchObject({ valid: true, kind: 'rotating' });
  });

  it('starts a fresh tab with no network on the kept config, and answers from the kept copy; a logged-in tab that loses the network too', async () => {
    const net = new CuttableTransport(ctx.server.url);
    const phone = await walletOpenedOnce({ transport: net });
    net.online = false;

    const offlineHere = await getTicketing(phone.client).readWalletTicket.execute({ ticketId: paidTicketId });
    expect(offlineHere).toMatchObject({ ok: true, value: { kept: { because: 'offline' }, ticket: { ticketId: paidTicketId } } });

    const { client } = freshTab(phone, net);
    const entry = await client.startFromLink.execute({ url: ctx.link(WALLET_LINK, `/wallet/${paidTicketId}`) });
    // The link's source page, and no openid round trip or next step (they need the network): the app keeps
    // the screen the link names (app/entry-decision.ts).
    expect(entry).toEqual({ ok: true, value: { kind: 'route', path: '/registration' } });
    expect(client.session.getSnapshot().config?.theme.pageThemeColor).toBe(SEED.themeColor);
    expect(await getTicketing(client).readWallet.execute({ current: 1, size: 10 })).toMatchObject({ ok: true, value: { kept: { because: 'loggedOut' }, total: 1 } });
  });

  it('opens the wallet in a WeChat webview with no network without the openid round trip, which needs one', async () => {
    const net = new CuttableTransport(ctx.server.url);
    const phone = await walletOpenedOnce({ transport: net });
    net.online = false;
    const wechat = new RecordingWeChat();
    const { client } = freshTab(phone, net, { wechat, environment: { userAgent: WECHAT_UA, landingUrl: `${ctx.server.url}/` } });

    const entry = await client.startFromLink.execute({ url: ctx.link(WALLET_LINK, `/wallet/${paidTicketId}`) });

    expect(entry).toEqual({ ok: true, value: { kind: 'route', path: '/registration' } });
    expect(wechat.openidRedirects).toEqual([]);
    expect(await getTicketing(client).readWalletTicket.execute({ ticketId: paidTicketId })).toMatchObject({ ok: true, value: { kept: { because: 'loggedOut' } } });
  });

  it('does not start a fresh tab with no network on another exhibition’s link, nor open a ticket it did not keep', async () => {
    const net = new CuttableTransport(ctx.server.url);
    const phone = await walletOpenedOnce({ transport: net });
    net.online = false;
    const { client } = freshTab(phone, net);

    const other = await client.startFromLink.execute({ url: ctx.link({ exhibitionId: SEED.exhibitions.closed }, '/wallet') });
    const unknown = await getTicketing(client).readWalletTicket.execute({ ticketId: 'not-kept' });

    expect(!other.ok && other.error.code).toBe('NETWORK.EXCEPTION');
    expect(!unknown.ok && unknown.error.code).toBe('AUTH.UNAUTHORIZED');
  });

  it('lasts until a day after the last kept ticket’s validity ends, then the phone forgets it', async () => {
    const phone = await walletOpenedOnce();
    const kept = phone.client.session.getSnapshot().keptWallet;
    const offset = serverClockOffset({ serverTime: phone.read.records[0]?.serverTime ?? 0, receivedAt: phone.read.receivedAt });
    expect(kept?.until).toBe((keptWalletUntil(phone.read.records, phone.read.receivedAt + offset) ?? 0) - offset);

    phone.clock.advance((kept?.until ?? 0) - phone.clock.now() - 1);
    expect(freshTab(phone).client.session.getSnapshot().keptWallet).not.toBeNull();
    phone.clock.advance(1);
    expect(freshTab(phone).client.session.getSnapshot().keptWallet).toBeNull();
    expect(phone.storage.keys('local').filter((key) => key.startsWith('fairpass.'))).toEqual([]);
  });

  it('stays across a 401 and goes with a logout, whichever tab logs out', async () => {
    const phone = await walletOpenedOnce();
    await fetch(`${ctx.server.url}/api/blade-auth/oauth/logout`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${SEED.client.id}:${SEED.client.secret}`).toString('base64')}`, 'blade-auth': `bearer ${phone.client.session.getSnapshot().token}` },
    });
    const after401 = await phone.client.fetchUser.execute();
    expect(!after401.ok && after401.error.code).toBe('AUTH.UNAUTHORIZED');
    expect(phone.client.session.getSnapshot()).toMatchObject({ token: null, keptWallet: { entry: { exhibitionId: 'demo' } } });

    const { client } = freshTab(phone);
    expect((await client.logout.execute()).ok).toBe(true);
    expect(phone.storage.keys('local').filter((key) => key.startsWith('fairpass.'))).toEqual([]);
    expect(await getTicketing(freshTab(phone).client).readWallet.execute({ current: 1, size: 10 })).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHORIZED' } });
  });

  it('keeps nothing of a wallet read answered before a logout and heard after the next account logged in', async () => {
    const transport = new HeldReplyTransport(ctx.server.url, '/ticket/list');
    const phone = await loggedIn(ctx.server, ctx.link(WALLET_LINK), SEED.phones.paidTicket, { transport, retry: { retries: 0 } });
    await phone.client.fetchUser.execute();
    transport.holding = true;
    const read = getTicketing(phone.client).readWallet.execute({ current: 1, size: 10 });
    await transport.answered;

    expect((await phone.client.logout.execute()).ok).toBe(true);
    await phone.client.loginBySms.execute({ phone: SEED.phones.ticketBuyer, code: SEED.code });
    await phone.client.fetchUser.execute();
    transport.release();
    await read;

    expect(keptOnPhone(phone.storage)).not.toContain('严升级');
    expect(phone.client.session.getSnapshot().keptWallet).toBeNull();
  });

  it('goes when another account logs in on the phone: the next visitor sees nothing of it', async () => {
    const phone = await walletOpenedOnce();
    const { client } = freshTab(phone);
    await client.startFromLink.execute({ url: ctx.link(WALLET_LINK) });
    await client.loginBySms.execute({ phone: SEED.phones.ticketBuyer, code: SEED.code });
    await client.fetchUser.execute();
    expect(keptOnPhone(phone.storage)).not.toContain('严升级');
    const theirs = await getTicketing(client).readWallet.execute({ current: 1, size: 10 });
    expect(theirs).toMatchObject({ ok: true, value: { total: 0 } });
  });
});

describe('a WeChat visitor who logged in by SMS', () => {
  /** A WeChat browser of its own (its own storage), and the address WeChat's openid redirect brings it back to. */
  async function weChatPhone() {
    const wechat = new RecordingWeChat();
    const phone = testClient(ctx.server, { wechat, environment: { userAgent: WECHAT_UA, landingUrl: `${ctx.server.url}/` } });
    const first = await phone.client.startFromLink.execute({ url: ctx.link(WALLET_LINK, '/wallet') });
    expect(first).toEqual({ ok: true, value: { kind: 'openidRedirect' } });
    const asked = wechat.openidRedirects.at(-1)!;
    const reply = await fetch(`${ctx.server.url}/api/ef-registration-client/wx/noToken/openid?${new URLSearchParams({ tenantId: asked.tenantId, url: asked.returnUrl })}`, { redirect: 'manual' });
    return { ...phone, wechat, returned: reply.headers.get('location') ?? '' };
  }
  const openidOf = (phone: string) => ctx.server.state.users.find((user) => user.phone === phone && user.exhibitionId === 'demo')?.openid;

  it('is recognised on the next visit through the openid their login bound, without a code; a logout there unbinds it', async () => {
    const first = await weChatPhone();
    expect(await first.client.startFromLink.execute({ url: first.returned })).toMatchObject({ ok: true, value: { kind: 'route', isNextStepPage: 'no' } });
    expect(first.client.session.getSnapshot().token).toBeNull();

    // This WeChat user's own openid, as the redirect brought it back.
    const openid = new URL(first.returned).searchParams.get('openid') ?? '?';
    await first.client.loginBySms.execute({ phone: SEED.phones.paidTicket, code: SEED.code });
    await expect.poll(() => openidOf(SEED.phones.paidTicket), { timeout: 10_000 }).toBe(openid);
    // Nothing of the openid is kept on the phone, and its next visit asks WeChat again at once.
    expect(keptOnPhone(first.storage) + JSON.stringify(first.storage.keys('session').map((key) => first.storage.get('session', key)))).not.toContain(openid);
    expect(first.storage.get('local', 'openidTimestamp')).toBeUndefined();

    // The same WeChat user's next visit (a browser without cookies: the test chooses whom WeChat says it is).
    await fetch(`${ctx.server.url}/__contract/wechat-openid`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ openid }) });
    const next = await weChatPhone();
    const entry = await next.client.startFromLink.execute({ url: next.returned });
    expect(entry).toMatchObject({ ok: true, value: { kind: 'route', isNextStepPage: 'yes' } });
    expect(next.client.session.getSnapshot().user?.phone).toBe(SEED.phones.paidTicket);

    await next.client.logout.execute();
    expect(openidOf(SEED.phones.paidTicket)).toBe('');
  });

  it('binds nothing when the openid came in a link this tab did not ask WeChat for', async () => {
    const phone = await weChatPhone();
    await phone.client.startFromLink.execute({ url: ctx.link({ ...WALLET_LINK, openid: 'oSomeoneElse', openidState: 'guessed' }, '/wallet') });
    await phone.client.loginBySms.execute({ phone: SEED.phones.paidTicket, code: SEED.code });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(openidOf(SEED.phones.paidTicket)).toBe('');
  });
});
