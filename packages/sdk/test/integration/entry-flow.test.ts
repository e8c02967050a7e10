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
    await expect.poll(() => [state.registerLinks.length, state.fissionParents.length, thisVisitsLog().length]).toEqual([1, 1, 1]);
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
    expect(wechat.openidRedirects).toEqual([
      { tenantId: '000000', returnUrl: url },
      { tenantId: '000000', returnUrl: url },
    ]);
  });

  it('logs a bound openid in and routes by the next step (isNextStepPage yes)', async () => {
    const { client } = wechatClient();

    const entry = await client.startFromLink.execute({ url: ctx.link({ openid: SEED.openids.bound }) });

    expect(entry).toMatchObject({ ok: true, value: { kind: 'route', isNextStepPage: 'yes' } });
    expect(client.session.getSnapshot().user?.phone).toBe(SEED.phones.wechatBound);
  });

  it('goes on to the source page when the openid is bound to nobody (isNextStepPage no)', async () => {
    const { client } = wechatClient();

    const entry = await client.startFromLink.execute({ url: ctx.link({ openid: SEED.openids.unbound }) });

    expect(entry).toEqual({ ok: true, value: { kind: 'route', path: '/registration', isNextStepPage: 'no' } });
    expect(client.session.getSnapshot().token).toBeNull();
  });

  it('signs the landing URL and shares the title with the user name filled in', async () => {
    const { client, wechat } = wechatClient();
    await client.startFromLink.execute({ url: ctx.link({ openid: SEED.openids.bound }) });

    const shared = await client.setupShare.execute({ link: `${ctx.server.url}/?exhibitionId=demo#/confirmation` });

    expect(shared).toEqual({ ok: true, value: 'configured' });
    expect(wechat.signatures).toHaveLength(1);
    expect(wechat.shares[0]?.title).not.toContain('%%');
    expect(wechat.shares[0]?.title).toContain(client.session.getSnapshot().user?.name ?? '?');
  });
});
