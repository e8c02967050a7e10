// Invitation share links (docs/endpoints.md: RC invitation/share/link).
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from './call-options';

/** Invitation link info of spec §3: landing, register-link and customer URLs per language. */
export interface InvitationLinkInfo {
  readonly cnLandingPageUrl: string;
  readonly enLandingPageUrl: string;
  readonly cnRegisterLinkUrl: string;
  readonly enRegisterLinkUrl: string;
  readonly cnCustomerUrl: string;
  readonly enCustomerUrl: string;
}

export interface ShareGateway {
  invitationLink(input: { registerType: string }, options?: CallOptions): Promise<Result<InvitationLinkInfo, DomainError>>;
}
