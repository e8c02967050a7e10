import { DomainError, err, ok, type Result, type WeChatPort } from '@fairpass/domain';

/**
 * The WeChat port outside WeChat: sharing and configuration have nothing to do and succeed quietly;
 * scanning cannot work and says so; no openid redirect happens.
 */
export class NoopWeChatAdapter implements WeChatPort {
  /** Whether the page runs inside WeChat's browser. */
  isWeChat(): boolean {
    return false;
  }

  async configure(): Promise<Result<void, DomainError>> {
    return ok(undefined);
  }

  async share(): Promise<Result<void, DomainError>> {
    return ok(undefined);
  }

  async scanQRCode(): Promise<Result<string, DomainError>> {
    return err(new DomainError('LINK.OPEN_IN_WECHAT'));
  }

  redirectForOpenid(): void {
    // Outside WeChat there is no openid to fetch.
  }
}
