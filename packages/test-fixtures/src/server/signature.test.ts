import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../data/seed.constants';
import { contractHttp } from '../test-support/contract-http';
import { RC } from './context';
import { computeJsSdkSignature, JSSDK_WORKED_EXAMPLE } from './signature';
import { startContractServer, type ContractServer } from './start-contract-server';

describe('computeJsSdkSignature', () => {
  it('reproduces the official worked example', () => {
    expect(computeJsSdkSignature(JSSDK_WORKED_EXAMPLE)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the URL without its hash', () => {
    const withHash = { ...JSSDK_WORKED_EXAMPLE, url: `${JSSDK_WORKED_EXAMPLE.url}#/registration?x=1` };
    expect(computeJsSdkSignature(withHash)).toBe(JSSDK_WORKED_EXAMPLE.signature);
  });

  it('changes when any signed part changes', () => {
    const variants = [
      { ...JSSDK_WORKED_EXAMPLE, nonceStr: 'other' },
      { ...JSSDK_WORKED_EXAMPLE, timestamp: 1414587458 },
      { ...JSSDK_WORKED_EXAMPLE, url: 'http://mp.weixin.qq.com?params=other' },
      { ...JSSDK_WORKED_EXAMPLE, jsapiTicket: 'other' },
    ];
    for (const variant of variants) expect(computeJsSdkSignature(variant)).not.toBe(JSSDK_WORKED_EXAMPLE.signature);
  });
});

describe('wx/noToken/getJsSdk', () => {
  let server: ContractServer;
  let http: ReturnType<typeof contractHttp>;
  const now = 1_780_000_000_123;
  beforeAll(async () => {
    server = await startContractServer({ port: 0, now: () => now });
    http = contractHttp(server.url);
  });
  afterAll(() => server.close());

  it('answers a config whose signature checks out against the demo ticket, for the URL without hash', async () => {
    const url = `${server.url}/?exhibitionId=demo#/confirmation`;
    const { body } = await http.call('POST', `${RC}wx/noToken/getJsSdk`, { body: { url, tenantId: SEED.tenantId } });
    const { appId, timestamp, nonceStr, signature } = body.data;
    expect(appId).toBe(SEED.wechat.appId);
    expect(timestamp).toBe(Math.floor(now / 1000));
    expect(nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
    const expected = computeJsSdkSignature({ jsapiTicket: SEED.wechat.jsapiTicket, nonceStr, timestamp, url: `${server.url}/?exhibitionId=demo` });
    expect(signature).toBe(expected);
  });

  it('refuses to sign something that is not an http(s) URL', async () => {
    const { status } = await http.call('POST', `${RC}wx/noToken/getJsSdk`, { body: { url: 'javascript:alert(1)', tenantId: SEED.tenantId } });
    expect(status).toBe(400);
  });
});
