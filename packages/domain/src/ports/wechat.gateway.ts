// WeChat endpoints of the backend (docs/endpoints.md "Sharing, WeChat").
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from './call-options';

/** What wx/noToken/getJsSdk returns: the signed parameters for wx.config. */
export interface JsSdkSignature {
  readonly appId: string;
  readonly timestamp: number | string;
  readonly nonceStr: string;
  readonly signature: string;
}

export interface WeChatGateway {
  /** Signs url (without its hash) for the JS-SDK of tenantId's official account. */
  jsSdkSignature(input: { url: string; tenantId: string }, options?: CallOptions): Promise<Result<JsSdkSignature, DomainError>>;
  /**
   * Binds a WeChat openid to the logged-in account (issue 28 §3): its next visit through WeChat logs in by
   * it without a code. Only an openid this tab's own redirect brought back (its nonce checked) is sent.
   */
  bindOpenid(input: { openid: string }, options?: CallOptions): Promise<Result<null, DomainError>>;
  /** Unbinds an openid from the logged-in account; without one, the openid bound to its registration here. */
  removeOpenid(input: { openid?: string }, options?: CallOptions): Promise<Result<null, DomainError>>;
}
