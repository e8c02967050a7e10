// Authentication endpoints (docs/endpoints.md "Auth"): token grants, logout, codes, passwords.
import type { LanguageType } from '../config/language';
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from './call-options';

/** One variant per grant_type the token endpoint accepts. */
export type TokenGrant =
  | { readonly grantType: 'appsms'; readonly phone: string; readonly code: string }
  | { readonly grantType: 'appemail'; readonly email: string; readonly code: string }
  | { readonly grantType: 'password'; readonly username: string; readonly password: string }
  | { readonly grantType: 'appopenid'; readonly openid: string }
  | { readonly grantType: 'imaster'; readonly imasterCode: string; readonly privacyMark: string }
  | { readonly grantType: 'accountPasswordAutoLogin'; readonly account: string }
  | { readonly grantType: 'refresh_token'; readonly refreshToken: string };

export type GrantType = TokenGrant['grantType'];

/** The link context every grant carries (tenantId, type, exhibitionid, languatetype on the wire). */
export interface TokenRequestContext {
  readonly tenantId: string;
  /** The user type / register type. */
  readonly type: string;
  readonly exhibitionId: string;
  readonly languageType: LanguageType;
}

/** The token body, in the domain's camelCase (the wire body is snake_case). */
export interface AuthToken {
  readonly accessToken: string;
  readonly tokenType: string;
  readonly refreshToken: string;
  readonly expiresIn: number;
  readonly userId: string;
  readonly deptId: string;
  readonly tenantId: string;
  readonly account: string;
  readonly userName: string;
  readonly nickName: string;
  readonly realName: string;
  readonly roleName: string;
  readonly avatar: string;
}

export type VerificationChannel = 'sms' | 'whatsapp' | 'email';
export type VerificationScene = 'login' | 'reset';

export interface SendVerificationCodeInput {
  readonly channel: VerificationChannel;
  /** A phone number for sms/whatsapp, an e-mail address for email. */
  readonly target: string;
  readonly scene: VerificationScene;
}

export interface ResetPasswordInput {
  /** Phone or e-mail. */
  readonly account: string;
  readonly code: string;
  readonly newPassword: string;
  readonly newPassword1: string;
}

export interface UpdatePasswordInput {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly newPassword1: string;
}

export interface AuthGateway {
  requestToken(grant: TokenGrant, context: TokenRequestContext, options?: CallOptions): Promise<Result<AuthToken, DomainError>>;
  logout(options?: CallOptions): Promise<Result<null, DomainError>>;
  sendVerificationCode(input: SendVerificationCodeInput, options?: CallOptions): Promise<Result<null, DomainError>>;
  resetPassword(input: ResetPasswordInput, options?: CallOptions): Promise<Result<null, DomainError>>;
  updatePassword(input: UpdatePasswordInput, options?: CallOptions): Promise<Result<null, DomainError>>;
}
