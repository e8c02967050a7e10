import type { DomainError, JsSdkSignature, Result, WeChatGateway } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';

/** The backend's WeChat endpoints: JS-SDK signatures and openid unbinding. */
@injectable()
export class HttpWeChatGateway implements WeChatGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async jsSdkSignature(input: { url: string; tenantId: string }): Promise<Result<JsSdkSignature, DomainError>> {
    return replyData(await this.api.call('jsSdkSignature', input));
  }

  async removeOpenid(input: { openid: string }): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call('removeOpenid', input));
  }
}
