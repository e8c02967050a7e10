// The README's /pc/ recipe: the desktop site embeds the SDK with a History API navigation port. A
// desktop visit of /pc/ with isOpenAdapt=yes must stay there (no redirect loop), and a 401 must land on
// the desktop site's own /jump.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { HistoryNavigator, type BrowserHistory } from '../../examples/history-navigator';
import { createFairpassClient } from '../../src/client';
import { useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const DESKTOP_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';

/** A browser's location and history in memory: what a /pc/ page would see. */
function desktopBrowser(url: URL) {
  const visited: string[] = [];
  const browser: BrowserHistory = {
    location: { pathname: url.pathname, search: url.search, assign: (to) => void visited.push(`assign ${to}`) },
    history: {
      pushState: (_d, _u, to) => void visited.push(`push ${to}`),
      replaceState: (_d, _u, to) => void visited.push(`replace ${to}`),
    },
  };
  return { browser, visited };
}

describe('the /pc/ recipe', () => {
  it('starts a desktop visit of /pc/ in place, logs in and reads the next step', async () => {
    const landing = new URL(`${ctx.server.url}/pc/registration?exhibitionId=demo&registerType=visitor&tenantId=000000&isOpenAdapt=yes`);
    const { browser, visited } = desktopBrowser(landing);
    const client = createFairpassClient({
      baseURL: ctx.server.url,
      clientId: SEED.client.id,
      clientSecret: SEED.client.secret,
      storage: 'memory',
      navigator: new HistoryNavigator('/pc', browser),
      environment: { userAgent: DESKTOP_UA, landingUrl: landing.href },
    });

    const entry = await client.startFromLink.execute({ url: landing.href });
    await client.loginBySms.execute({ phone: SEED.phones.approvedWithTicket, code: SEED.code });
    const step = await client.nextStep.execute();

    expect(entry).toEqual({ ok: true, value: { kind: 'route', path: '/registration' } });
    expect(step).toMatchObject({ ok: true, value: { kind: 'route', path: '/confirmation' } });
    expect(visited.filter((v) => v.startsWith('assign'))).toEqual([]);
  });
});
