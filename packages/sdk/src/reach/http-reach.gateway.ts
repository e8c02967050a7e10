import type { CallOptions, DomainError, Page, Result } from '@fairpass/domain';
import type { ExhibitionPageRequest } from '@fairpass/domain/conference';
import type { InviteCard, InviteLanding, InviteLandingRequest, Invitee, MyReach, RankEntry, ReachGateway, SaveSourceRequest, SendInvitationRequest, SourceChannel } from '@fairpass/domain/reach';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { REACH_ENDPOINTS as E } from './reach.endpoints';

/** The reach area's endpoints over the client's one API caller. */
@injectable()
export class HttpReachGateway implements ReachGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async inviteCard(exhibitionId: string, options?: CallOptions): Promise<Result<InviteCard, DomainError>> {
    return replyData(await this.api.call(E.inviteCard, { exhibitionId }, options));
  }

  async invitees(input: ExhibitionPageRequest, options?: CallOptions): Promise<Result<Page<Invitee>, DomainError>> {
    return replyData(await this.api.call(E.invitees, input, options));
  }

  async sendInvitation(input: SendInvitationRequest, options?: CallOptions): Promise<Result<Invitee, DomainError>> {
    return replyData(await this.api.call(E.sendInvitation, input, options));
  }

  async inviteLanding(input: InviteLandingRequest, options?: CallOptions): Promise<Result<InviteLanding, DomainError>> {
    return replyData(await this.api.call(E.inviteLanding, input, options));
  }

  async sources(input: ExhibitionPageRequest, options?: CallOptions): Promise<Result<Page<SourceChannel>, DomainError>> {
    return replyData(await this.api.call(E.sources, input, options));
  }

  async saveSource(input: SaveSourceRequest, options?: CallOptions): Promise<Result<SourceChannel, DomainError>> {
    return replyData(await this.api.call(E.saveSource, input, options));
  }

  async source(input: { readonly exhibitionId: string; readonly code: string }, options?: CallOptions): Promise<Result<SourceChannel, DomainError>> {
    return replyData(await this.api.call(E.source, { exhibitionId: input.exhibitionId, code: input.code }, options));
  }

  async myReach(exhibitionId: string, options?: CallOptions): Promise<Result<MyReach, DomainError>> {
    return replyData(await this.api.call(E.myReach, { exhibitionId }, options));
  }

  async ranking(input: ExhibitionPageRequest, options?: CallOptions): Promise<Result<Page<RankEntry>, DomainError>> {
    return replyData(await this.api.call(E.ranking, input, options));
  }
}
