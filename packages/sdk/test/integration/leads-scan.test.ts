// Scanning a badge with WeChat's own scanner: the page is signed and the JS-SDK configured before
// `wx.scanQRCode`, whose code comes back trimmed; outside WeChat the operation refuses at once, so the
// page falls back to the camera or typing.
import { SEED } from '@fairpass/test-fixtures';
import type { DomainError, Result } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { getLeads } from '../../src/leads';
import { RecordingWeChat } from '../support/recording-wechat';
import { loggedIn, useContractServer, WECHAT_UA } from './contract-client.harness';

const ctx = useContractServer();

class ScanningWeChat extends RecordingWeChat {
  constructor(private readonly answer: Result<string, DomainError>) {
    super();
  }
  override async scanQRCode(): Promise<Result<string, DomainError>> {
    return this.answer;
  }
}

describe('scanning a badge in WeChat', () => {
  it('signs the page, configures WeChat, then gives the code the scanner read', async () => {
    const wechat = new ScanningWeChat({ ok: true, value: ' FPB-2026-0007 \n' });
    const test = await loggedIn(ctx.server, ctx.link(), SEED.phones.tradeFairExhibitor, { wechat, environment: { userAgent: WECHAT_UA, landingUrl: `${ctx.server.url}/` } });

    const scanned = await getLeads(test.client).scanBadge.execute({ link: `${ctx.server.url}/?exhibitionId=demo#/scanCodePage` });

    expect(scanned).toEqual({ ok: true, value: 'FPB-2026-0007' });
    expect(wechat.signatures).toHaveLength(1);
  });

  it('refuses outside WeChat without asking the server', async () => {
    const test = await loggedIn(ctx.server, ctx.link(), SEED.phones.tradeFairExhibitor);

    const scanned = await getLeads(test.client).scanBadge.execute({ link: `${ctx.server.url}/#/scanCodePage` });

    expect(scanned).toMatchObject({ ok: false, error: { code: 'SYSTEM.ERROR' } });
  });
});
