// autoLoginByAccount is a server-to-server hand-off (grant accountPasswordAutoLogin logs in by account
// name alone): it runs in Node and refuses to run in a browser, page or worker, sending nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTO_LOGIN_BY_ACCOUNT_ERRORS } from '../../src/index';
import { stubbedClient } from '../support/stubbed-client';

const TOKEN_BODY = {
  access_token: 'a-1', token_type: 'bearer', refresh_token: 'r-1', expires_in: 7200, user_id: 'u-demo-13800000042', dept_id: '',
  tenant_id: '000000', account: 'auto-demo', user_name: 'auto-demo', nick_name: 'auto-demo', real_name: '', role_name: 'visitor', avatar: '',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('autoLoginByAccount', () => {
  it('logs the account in from a server (no document): the grant goes to the token endpoint', async () => {
    const { client, sent } = stubbedClient({ body: TOKEN_BODY });

    const result = await client.autoLoginByAccount.execute({ account: 'auto-demo' });

    expect(result.ok).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/api/blade-auth/oauth/token');
    expect(new URLSearchParams(String(sent[0]?.body)).get('grant_type')).toBe('accountPasswordAutoLogin');
    expect(client.session.getSnapshot().token).toBe('a-1');
  });

  it.each([
    ['a page', 'document', {}],
    ['a web worker', 'WorkerGlobalScope', class WorkerGlobalScope {}],
  ])('refuses to run in %s: AUTH.LOGIN_FAILED, nothing sent, still logged out', async (_where, name, value) => {
    vi.stubGlobal(name, value);
    const { client, sent } = stubbedClient({ body: TOKEN_BODY });

    const result = await client.autoLoginByAccount.execute({ account: 'auto-demo' });

    expect(result).toMatchObject({ ok: false, error: { code: 'AUTH.LOGIN_FAILED', detail: expect.stringContaining('server-to-server') } });
    expect(AUTO_LOGIN_BY_ACCOUNT_ERRORS).toContain('AUTH.LOGIN_FAILED');
    expect(sent).toEqual([]);
    expect(client.session.getSnapshot().token).toBeNull();
  });
});
