import { DomainError, err, type ErrorCode, type Result, type WeChatGateway, type WeChatPort } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { type ErrorOf, WRITE_FAILURES, withinCodes } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import type { WeChatEnvironment } from '../wechat/wechat-environment';

/** What scan badge can fail with: the signature's exchange, or WeChat's scanner (not in WeChat, refused, cancelled). */
export const SCAN_BADGE_ERRORS = [...WRITE_FAILURES, 'SYSTEM.ERROR'] as const satisfies readonly ErrorCode[];

/**
 * Scans a visitor's badge with WeChat's own scanner (`wx.scanQRCode`) and resolves to the code read.
 * WeChat answers the scanner only to a page whose URL it has signed, so the page (`link`) is signed and
 * the JS-SDK configured first. Outside WeChat it fails at once (the page then uses the camera or typing).
 */
@injectable()
export class ScanBadgeUseCase {
  constructor(
    @inject(TOKENS.Session) private readonly session: SessionStore,
    @inject(TOKENS.WeChat) private readonly wechat: WeChatPort,
    @inject(TOKENS.WeChatGateway) private readonly gateway: WeChatGateway,
    @inject(TOKENS.Environment) private readonly environment: WeChatEnvironment,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SCAN_BADGE_ERRORS}. */
  async execute(input: { link: string }): Promise<Result<string, ErrorOf<typeof SCAN_BADGE_ERRORS>>> {
    return withinCodes(await this.run(input.link), SCAN_BADGE_ERRORS);
  }

  private async run(link: string): Promise<Result<string, DomainError>> {
    if (!this.wechat.isWeChat()) return err(new DomainError('SYSTEM.ERROR', 'not inside WeChat'));
    const signature = await this.gateway.jsSdkSignature({ url: this.environment.urlToSign(link), tenantId: this.session.getSnapshot().entry.tenantId ?? '' });
    if (!signature.ok) return signature;
    const configured = await this.wechat.configure(signature.value);
    if (!configured.ok) return configured;
    const scanned = await this.wechat.scanQRCode();
    return scanned.ok ? { ok: true, value: scanned.value.trim() } : scanned;
  }
}
