import type { CallOptions, DomainError, RegisterLinkInput, Result, UserGateway, UserInfo } from '@fairpass/domain';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { CORE_ENDPOINTS } from '../http/endpoints';

/** The user record and the entry link's writes (docs/endpoints.md "Users and registration"). */
export class HttpUserGateway implements UserGateway {
  constructor(private readonly api: ApiClient) {}

  async addAndGetAll(input: { exhibitionId: string; topRegisterType: string }, options?: CallOptions): Promise<Result<UserInfo, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.addAndGetAll, input, options));
  }

  async saveRegisterLink(input: RegisterLinkInput, options?: CallOptions): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.saveRegisterLink, { ...input }, options));
  }

  async saveFissionParent(input: { exhibitionId: string; fissionParentBladeUserId: string }, options?: CallOptions): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.saveFissionParent, input, options));
  }

  async upgradeTicket(input: { exhibitionId: string; upgradeTicket: string }, options?: CallOptions): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.upgradeTicket, input, options));
  }
}
