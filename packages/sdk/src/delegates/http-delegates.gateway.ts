import { ok, type CallOptions, type DomainError, type Page, type Result } from '@fairpass/domain';
import { type DelegateListRequest, type DelegatePerson, type DelegatesGateway, type RegisterDelegateRequest, type SubmitTeamRequest, type Team } from '@fairpass/domain/delegates';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { DELEGATES_ENDPOINTS as E } from './delegates.endpoints';

/** The delegates area's endpoints over the client's one API caller. */
@injectable()
export class HttpDelegatesGateway implements DelegatesGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async team(exhibitionId: string, options?: CallOptions): Promise<Result<Team | undefined, DomainError>> {
    // An empty reply (null, which the normaliser never sees) is no team either.
    const team = replyData(await this.api.call(E.team, { exhibitionId }, options));
    return team.ok && team.value === null ? ok(undefined) : team;
  }

  async submitTeam(input: SubmitTeamRequest, options?: CallOptions): Promise<Result<Team, DomainError>> {
    return replyData(await this.api.call(E.submitTeam, input, options));
  }

  async people(input: DelegateListRequest, options?: CallOptions): Promise<Result<Page<DelegatePerson>, DomainError>> {
    return replyData(await this.api.call(E.people, input, options));
  }

  async person(id: string, options?: CallOptions): Promise<Result<DelegatePerson, DomainError>> {
    return replyData(await this.api.call(E.person, { id }, options));
  }

  async register(input: RegisterDelegateRequest, options?: CallOptions): Promise<Result<DelegatePerson, DomainError>> {
    return replyData(await this.api.call(E.register, input, options));
  }
}
