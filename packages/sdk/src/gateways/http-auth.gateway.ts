import {
  DomainError,
  err,
  ok,
  type AuthGateway,
  type AuthToken,
  type ResetPasswordInput,
  type Result,
  type SendVerificationCodeInput,
  type TokenGrant,
  type TokenRequestContext,
  type UpdatePasswordInput,
} from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { CORE_ENDPOINTS } from '../http/endpoints';
import type { TokenBody } from '../http/wire-types';

/** Auth endpoints of docs/endpoints.md: the token grants, logout, codes and passwords. */
export class HttpAuthGateway implements AuthGateway {
  constructor(private readonly api: ApiClient) {}

  async requestToken(grant: TokenGrant, context: TokenRequestContext, options?: CallOptions): Promise<Result<AuthToken, DomainError>> {
    const reply = await this.api.call(CORE_ENDPOINTS.token, {
      grant_type: grant.grantType,
      scope: 'all',
      tenantId: context.tenantId,
      type: context.type,
      exhibitionid: context.exhibitionId,
      languatetype: context.languageType,
      ...grantParameters(grant),
    }, options);
    const body = replyData(reply);
    if (!body.ok) return body;
    if (typeof body.value?.access_token !== 'string') return err(new DomainError('AUTH.LOGIN_FAILED'));
    return ok(toAuthToken(body.value));
  }

  async logout(options?: CallOptions): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.logout, undefined, options));
  }

  async sendVerificationCode(input: SendVerificationCodeInput, options?: CallOptions): Promise<Result<null, DomainError>> {
    const { channel, target, scene } = input;
    if (channel === 'email') return replyData(await this.api.call(CORE_ENDPOINTS.sendEmailCode, { email: target, scene }, options));
    const endpoint = channel === 'sms' ? CORE_ENDPOINTS.sendSmsCode : CORE_ENDPOINTS.sendWhatsAppCode;
    return replyData(await this.api.call(endpoint, { phone: target, scene }, options));
  }

  async resetPassword(input: ResetPasswordInput, options?: CallOptions): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.resetPassword, { ...input }, options));
  }

  async updatePassword(input: UpdatePasswordInput, options?: CallOptions): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.updatePassword, { ...input }, options));
  }
}

/** The grant-specific query parameters, under their wire names. */
function grantParameters(grant: TokenGrant): Record<string, string> {
  switch (grant.grantType) {
    case 'appsms':
      return { phone: grant.phone, code: grant.code };
    case 'appemail':
      return { email: grant.email, code: grant.code };
    case 'password':
      return { username: grant.username, password: grant.password };
    case 'appopenid':
      return { openid: grant.openid };
    case 'imaster':
      return { imasterCode: grant.imasterCode, privacyMark: grant.privacyMark };
    case 'accountPasswordAutoLogin':
      return { account: grant.account };
    case 'refresh_token':
      return { refresh_token: grant.refreshToken };
  }
}

function toAuthToken(body: TokenBody): AuthToken {
  return {
    accessToken: body.access_token,
    tokenType: body.token_type,
    refreshToken: body.refresh_token,
    expiresIn: body.expires_in,
    userId: body.user_id,
    deptId: body.dept_id,
    tenantId: body.tenant_id,
    account: body.account,
    userName: body.user_name,
    nickName: body.nick_name ?? '',
    realName: body.real_name ?? '',
    roleName: body.role_name ?? '',
    avatar: body.avatar ?? '',
  };
}
