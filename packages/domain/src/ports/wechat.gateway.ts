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
  removeOpenid(input: { openid: string }, options?: CallOptions): Promise<Result<null, DomainError>>;
}
