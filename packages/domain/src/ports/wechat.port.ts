// The WeChat in-app browser bridge (JS-SDK). Outside WeChat a no-op twin answers isWeChat() false.
import type { DomainError, Result } from '../errors/result';
import type { JsSdkSignature } from './wechat.gateway';

export interface ShareData {
  readonly title: string;
  readonly desc: string;
  /** The page to share; must be on the signed origin. */
  readonly link: string;
  readonly imgUrl: string;
}

export interface WeChatPort {
  isWeChat(): boolean;
  /** Calls wx.config with the backend's signature and resolves once wx.ready (or wx.error) fires. */
  configure(signature: JsSdkSignature): Promise<Result<void, DomainError>>;
  /** Registers the share texts for "send to friend" and "share to moments". */
  share(data: ShareData): Promise<Result<void, DomainError>>;
  /** Opens the scanner and resolves with the scanned text (treat it as untrusted user text). */
  scanQRCode(): Promise<Result<string, DomainError>>;
  /** Full-page redirect to the backend's openid endpoint, which comes back to returnUrl with openid. */
  redirectForOpenid(input: { tenantId: string; returnUrl: string }): void;
}
