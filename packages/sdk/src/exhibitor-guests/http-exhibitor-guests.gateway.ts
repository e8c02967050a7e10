import type { CallOptions, DomainError, Page, PageRequest, Result } from '@fairpass/domain';
import type {
  ExhibitorGuestsGateway,
  FunnelRow,
  GuestListRequest,
  GuestRecord,
  GuestStateCount,
  InExhibition,
  TemplateFunnel,
  VipInvitation,
  VipInviteRequest,
  VipQuota,
} from '@fairpass/domain/exhibitor-guests';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { EXHIBITOR_GUESTS_ENDPOINTS as E } from './exhibitor-guests.endpoints';

/** The exhibitor's guests endpoints over the client's one API caller. */
@injectable()
export class HttpExhibitorGuestsGateway implements ExhibitorGuestsGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async records(input: GuestListRequest, options?: CallOptions): Promise<Result<Page<GuestRecord>, DomainError>> {
    return replyData(await this.api.call(E.records, input, options));
  }

  async recordCounts(input: InExhibition, options?: CallOptions): Promise<Result<readonly GuestStateCount[], DomainError>> {
    return replyData(await this.api.call(E.recordCounts, input, options));
  }

  async funnel(input: InExhibition, options?: CallOptions): Promise<Result<readonly FunnelRow[], DomainError>> {
    return replyData(await this.api.call(E.funnel, input, options));
  }

  async templateFunnel(input: InExhibition, options?: CallOptions): Promise<Result<TemplateFunnel, DomainError>> {
    return replyData(await this.api.call(E.templateFunnel, input, options));
  }

  async vipQuota(input: InExhibition, options?: CallOptions): Promise<Result<VipQuota, DomainError>> {
    return replyData(await this.api.call(E.vipQuota, input, options));
  }

  async vipList(input: InExhibition & PageRequest, options?: CallOptions): Promise<Result<Page<VipInvitation>, DomainError>> {
    return replyData(await this.api.call(E.vipList, input, options));
  }

  async inviteVip(input: VipInviteRequest, options?: CallOptions): Promise<Result<VipInvitation, DomainError>> {
    return replyData(await this.api.call(E.inviteVip, input, options));
  }
}
