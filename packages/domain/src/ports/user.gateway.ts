// The user record and the entry link's writes (docs/endpoints.md "Users and registration").
import type { DomainError, Result } from '../errors/result';
import type { UserInfo } from '../identity/user-info';
import type { CallOptions } from './call-options';

export interface RegisterLinkInput {
  readonly registerLinkId: string;
  readonly sourceCode: string;
  readonly inviteType: string;
  readonly inviteDeptId: string;
  readonly inviteUserId: string;
  readonly inviteUserName: string;
}

export interface UserGateway {
  /** Registers the logged-in account for the exhibition if needed and returns its user record. */
  addAndGetAll(input: { exhibitionId: string; topRegisterType: string }, options?: CallOptions): Promise<Result<UserInfo, DomainError>>;
  saveRegisterLink(input: RegisterLinkInput, options?: CallOptions): Promise<Result<null, DomainError>>;
  saveFissionParent(input: { exhibitionId: string; fissionParentBladeUserId: string }, options?: CallOptions): Promise<Result<null, DomainError>>;
  upgradeTicket(input: { exhibitionId: string; upgradeTicket: string }, options?: CallOptions): Promise<Result<null, DomainError>>;
}
