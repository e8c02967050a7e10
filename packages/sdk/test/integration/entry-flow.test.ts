import { SEED } from '@fairpass/test-fixtures';
import { OPENID_REFRESH_SECONDS } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { RecordingWeChat } from '../support/recording-wechat';
import { testClient, useContractServer, WECHAT_UA } from './contract-client.harness';

const ctx = useContractServer();

function wechatClient() {
  const wechat = new RecordingWeChat();
  const test = testClient(ctx.server, { wechat, environment: { userAgent: WECHAT_UA, landingUrl: `${ctx.server.url}/` } });
  return { ...test, wechat };
}

/** Which openid WeChat hands this browser next (the contract server's switch). */
async function weChatUserIs(openid: string): Promise<void> {
  await fetch(`${ctx.server.url}/__contract/wechat-openid`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ openid }) });
}

/** Follows the redirect the SDK asked for through the backend's openid endpoint: the address it comes back to. */
async function comeBackFrom(wechat: RecordingWeChat): Promise<string> {
  const asked = wechat.openidRedirects.at(-1);
  if (!asked) throw new Error('no openid redirect was asked for');
  const query = new URLSearchParams({ tenantId: asked.tenantId, url: asked.returnUrl });
  const reply = await fetch(`${ctx.server.url}/api/ef-registration-client/wx/noToken/openid?${query.toString()}`, { redirect: 'manual' });
  const location = reply.headers.get('location');
  if (!location) throw new Error(`the openid endpoint answered ${reply.status} without a redirect`);
  return location;
}

describe('starting from a link in a plain browser', () => {
  it('loads the exhibition config with its theme colour and stores the link for later', async () => {
    const { client, storage } = testClient(ctx.server);

    const entry = await client.startFromLink.execute({ url: ctx.link() });

    expect(entry).toEqual({ ok: true, value: { kind: 'route', path: '/registration' } });
    expect(client.session.getSnapshot().config?.theme.pageThemeColor).toBe(SEED.themeColor);
    expect(client.session.getSnapshot().entry).toMatchObject({ exhibitionId: 'demo', registerType: 'visitor', tenantId: '000000' });
    expect(storage.get('session', 'jumpParams')).toMatchObject({ exhibitionId: 'demo' });
  });

  it('records the register link, the fission parent and the register log without the openid, in the background', async () => {
    const { client } = testClient(ctx.server);
    const url = ctx.link({ registerLinkId: 'rl-1', sourceCode: 'QR9', fissionParentBladeUserId: 'u-77', openid: 'secret-openid' });

    await client.startFromLink.execute({ url });

    // The writes do not hold the first screen back; they land shortly after.
    // (An earlier test's background log may still arrive after the reset, so this visit's is picked out.)
    const { state } = ctx.server;
    const thisVisitsLog = () => state.registerLogs.filter((w) => JSON.stringify(w.body).includes('QR9'));
    await expect.poll(() => [state.registerLinks.length, state.fissionParents.length, thisVisitsLog().length], { timeout: 15_000 }).toEqual([1, 1, 1]);
    expect(ctx.server.state.registerLinks.map((w) => w.body)).toEqual([expect.objectContaining({ registerLinkId: 'rl-1', sourceCode: 'QR9' })]);
    expect(ctx.server.state.fissionParents.map((w) => w.body)).toEqual([{ exhibitionId: 'demo', fissionParentBladeUserId: 'u-77' }]);
    expect(JSON.stringify(thisVisitsLog())).not.toContain('secret-openid');
  });

  it.each([
    ['a closed registration link', { exhibitionId: SEED.exhibitions.closed }, { kind: 'route', path: '/closed' }],
    ['a link without tenant', { tenantId: '' }, { kind: 'error', code: 'LINK.INCORRECT' }],
    ['a WeChat-only exhibition', { exhibitionId: SEED.exhibitions.wechatOnly }, { kind: 'error', code: 'LINK.OPEN_IN_WECHAT' }],
  ])('answers %s with where to go', async (_case, query, outcome) => {
    const { client } = testClient(ctx.server);
    const url = ctx.link(query).replace('tenantId=&', '');

    const entry = await client.startFromLink.execute({ url });

    expect(entry).toEqual({ ok: true, value: outcome });
  });
});

describe('starting again with no network (a reload served by the offline shell)', () => {
  const NO_SERVER = 'http://127.0.0.1:9';

  it('goes on with the config this tab already read for the same exhibition, and fails for another one', async () => {
    const online = testClient(ctx.server);
    expect((await online.client.startFromLink.execute({ url: ctx.link() })).ok).toBe(true);

    // The same tab's storage, the network gone.
    const offline = testClient(ctx.server, { storage: online.storage, baseURL: NO_SERVER, retry: { retries: 0 } });
    const again = await offline.client.startFromLink.execute({ url: ctx.link() });
    expect(again).toEqual({ ok: true, value: { kind: 'route', path: '/registration' } });
    expect(offline.client.session.getSnapshot().config?.theme.pageThemeColor).toBe(SEED.themeColor);

    const other = testClient(ctx.server, { storage: online.storage, baseURL: NO_SERVER, retry: { retries: 0 } });
    const elsewhere = await other.client.startFromLink.execute({ url: ctx.link({ exhibitionId: SEED.exhibitions.closed }) });
    expect(elsewhere).toMatchObject({ ok: false, error: { code: 'NETWORK.EXCEPTION' } });
  });

  it('still fails on a first visit with no network (nothing kept to go on with)', async () => {
    const { client } = testClient(ctx.server, { baseURL: NO_SERVER, retry: { retries: 0 } });
    const entry = await client.startFromLink.execute({ url: ctx.link() });
    expect(entry).toMatchObject({ ok: false, error: { code: 'NETWORK.EXCEPTION' } });
  });
});

describe('a desktop browser (isOpenAdapt=yes)', () => {
  const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

  it('is sent from the mobile site to the /pc/ site with the link kept', async () => {
    const { client } = testClient(ctx.server, { environment: { userAgent: DESKTOP_UA, landingUrl: `${ctx.server.url}/` } });

    const entry = await client.startFromLink.execute({ url: ctx.link({ isOpenAdapt: 'yes' }) });

    expect(entry).toMatchObject({ ok: true, value: { kind: 'redirect', url: expect.stringMatching(new RegExp(`^${ctx.server.url}/pc/\\?`)) } });
  });

  it('is not told to redirect to itself when the page already is the /pc/ site', async () => {
    const { client } = testClient(ctx.server, { environment: { userAgent: DESKTOP_UA, landingUrl: `${ctx.server.url}/pc/` } });
    const url = ctx.link({ isOpenAdapt: 'yes' }).replace(`${ctx.server.url}/?`, `${ctx.server.url}/pc/?`);

    const entry = await client.startFromLink.execute({ url });

    expect(entry).toEqual({ ok: true, value: { kind: 'route', path: '/registration' } });
  });
});

describe('WeChat auto login (spec §4)', () => {
  it('redirects for an openid, and not again within 600 s', async () => {
    const { client, wechat, clock } = wechatClient();
    const url = ctx.link();

    const first = await client.startFromLink.execute({ url });
    clock.advance((OPENID_REFRESH_SECONDS - 1) * 1000);
    const again = await client.startFromLink.execute({ url });
    clock.advance(2000);
    const stale = await client.startFromLink.execute({ url });

    expect(first).toEqual({ ok: true, value: { kind: 'openidRedirect' } });
    expect(again).toEqual({ ok: true, value: { kind: 'route', path: '/registration', isNextStepPage: 'no' } });
    expect(stale).toEqual({ ok: true, value: { kind: 'openidRedirect' } });
    expect(wechat.openidRedirects).toHaveLength(2);
    const [before, after] = wechat.openidRedirects.map(({ returnUrl }) => returnUrl);
    // Each redirect carries a new nonce of this tab's, before the hash, and nothing else is changed.
    expect(before).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?exhibitionId=demo&registerType=visitor&tenantId=000000&openidState=[0-9a-f]{32}#\/registration$/);
    expect(after).not.toBe(before);
    expect(wechat.openidRedirects.every(({ tenantId }) => tenantId === '000000')).toBe(true);
  });

  it('logs a bound openid in after its own redirect and routes by the next step (isNextStepPage yes)', async () => {
    const { client, wechat } = wechatClient();
    await weChatUserIs(SEED.openids.bound);
    await client.startFromLink.execute({ url: ctx.link() });

    const entry = await client.startFromLink.execute({ url: await comeBackFrom(wechat) });

    expect(entry).toMatchObject({ ok: true, value: { kind: 'route', isNextStepPage: 'yes' } });
    expect(client.session.getSnapshot().user?.phone).toBe(SEED.phones.wechatBound);
  });

  it('goes on to the source page when the openid is bound to nobody (isNextStepPage no)', async () => {
    const { client, wechat } = wechatClient();
    await client.startFromLink.execute({ url: ctx.link() });

    const entry = await client.startFromLink.execute({ url: await comeBackFrom(wechat) });

    expect(entry).toEqual({ ok: true, value: { kind: 'route', path: '/registration', isNextStepPage: 'no' } });
    expect(client.session.getSnapshot().token).toBeNull();
  });

  it("ignores an openid in a link this tab did not ask WeChat for (a sharer's), and fetches the visitor's own", async () => {
    const { client, wechat } = wechatClient();
    const shared = ctx.link({ openid: SEED.openids.bound, openidState: 'guessed' }, '/confirmation');

    const entry = await client.startFromLink.execute({ url: shared });

    expect(entry).toEqual({ ok: true, value: { kind: 'openidRedirect' } });
    expect(client.session.getSnapshot().token).toBeNull();
    expect(wechat.openidRedirects[0]?.returnUrl).not.toContain(SEED.openids.bound);
  });

  it('believes a returned openid once: the same address opened again does not log in', async () => {
    const { client, wechat, clock } = wechatClient();
    await weChatUserIs(SEED.openids.bound);
    await client.startFromLink.execute({ url: ctx.link() });
    const back = await comeBackFrom(wechat);
    await client.startFromLink.execute({ url: back });
    await client.logout.execute();
    clock.advance((OPENID_REFRESH_SECONDS + 1) * 1000);

    const again = await client.startFromLink.execute({ url: back });

    expect(again).toEqual({ ok: true, value: { kind: 'openidRedirect' } });
    expect(client.session.getSnapshot().token).toBeNull();
  });

  it('keeps no credential of the link in the session or for /jump', async () => {
    const { client, wechat, storage } = wechatClient();
    await weChatUserIs(SEED.openids.bound);
    await client.startFromLink.execute({ url: ctx.link({ imasterCode: 'im-secret', pcJumpAccount: 'acct-secret' }) });
    await client.startFromLink.execute({ url: await comeBackFrom(wechat) });

    const kept = JSON.stringify([client.session.getSnapshot().entry, storage.get('session', 'jumpParams')]);

    expect(client.session.getSnapshot().user?.phone).toBe(SEED.phones.wechatBound);
    expect(kept).not.toContain(SEED.openids.bound);
    expect(kept).not.toMatch(/openid|imasterCode|pcJumpAccount|im-secret|acct-secret/);
  });

  it('signs the landing URL and shares the title with the user name filled in', async () => {
    const { client, wechat } = wechatClient();
    await weChatUserIs(SEED.openids.bound);
    await client.startFromLink.execute({ url: ctx.link() });
    await client.startFromLink.execute({ url: await comeBackFrom(wechat) });

    const shared = await client.setupShare.execute({ link: `${ctx.server.url}/?exhibitionId=demo#/confirmation` });

    expect(shared).toEqual({ ok: true, value: 'configured' });
    expect(wechat.signatures).toHaveLength(1);
    expect(wechat.shares[0]?.title).not.toContain('%%');
    expect(wechat.shares[0]?.title).toContain(client.session.getSnapshot().user?.name ?? '?');
  });

  it("shares the page as the entry link's public parameters and its screen, never the address's credentials", async () => {
    const { client, wechat } = wechatClient();
    await weChatUserIs(SEED.openids.bound);
    await client.startFromLink.execute({ url: ctx.link({ inviteUserId: 'u-9' }) });
    const back = await comeBackFrom(wechat);
    await client.startFromLink.execute({ url: back });
    const page = back.replace('#/registration', '#/confirmation');

    await client.setupShare.execute({ pageUrl: page });
    await client.setupShare.execute({ pageUrl: page, link: `${ctx.server.url}/?exhibitionId=demo&openid=${SEED.openids.bound}&ticketGiveRecordId=g-1#/ticket/receive/complimentaryTickets` });

    expect(wechat.shares.map((share) => share.link)).toEqual([
      `${ctx.server.url}/?exhibitionId=demo&registerType=visitor&tenantId=000000&languageType=cn&inviteUserId=u-9#/confirmation`,
      `${ctx.server.url}/?exhibitionId=demo&ticketGiveRecordId=g-1#/ticket/receive/complimentaryTickets`,
    ]);
  });
});
