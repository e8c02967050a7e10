import { ok, type DomainError, type JsSdkSignature, type Result, type ShareData, type WeChatPort } from '@fairpass/domain';

/** A WeChat port twin for tests that records what the SDK asked WeChat to do. */
export class RecordingWeChat implements WeChatPort {
  readonly signatures: JsSdkSignature[] = [];
  readonly shares: ShareData[] = [];
  readonly openidRedirects: Array<{ tenantId: string; returnUrl: string }> = [];

  isWeChat(): boolean {
    return true;
  }

  async configure(signature: JsSdkSignature): Promise<Result<void, DomainError>> {
    this.signatures.push(signature);
    return ok(undefined);
  }

  async share(data: ShareData): Promise<Result<void, DomainError>> {
    this.shares.push(data);
    return ok(undefined);
  }

  async scanQRCode(): Promise<Result<string, DomainError>> {
    return ok('scanned');
  }

  redirectForOpenid(input: { tenantId: string; returnUrl: string }): void {
    this.openidRedirects.push(input);
  }
}
