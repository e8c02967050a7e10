import type { DomainError, JsSdkSignature, Result, WeChatGateway } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { CORE_ENDPOINTS } from '../http/endpoints';

/** The backend's WeChat endpoints: JS-SDK signatures, and binding and unbinding an openid. */
export class HttpWeChatGateway implements WeChatGateway {
  constructor(private readonly api: ApiClient) {}

  async jsSdkSignature(input: { url: string; tenantId: string }, options?: CallOptions): Promise<Result<JsSdkSignature, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.jsSdkSignature, input, options));
  }

  async bindOpenid(input: { openid: string }, options?: CallOptions): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.bindOpenid, input, options));
  }

  async removeOpenid(input: { openid?: string }, options?: CallOptions): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.removeOpenid, input, options));
  }
}
