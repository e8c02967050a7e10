import type {
  CallOptions,
  ClaimGiftRequest,
  CreateGiftRequest,
  DomainError,
  Gift,
  GiftableType,
  GiftClaimInfo,
  GiftingGateway,
  GiftListRequest,
  Page,
  Result,
  Ticket,
} from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { GIFTING_ENDPOINTS as E } from './gifting.endpoints';

/** The gifting area's endpoints over the client's one API caller. */
@injectable()
export class HttpGiftingGateway implements GiftingGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async giftable(exhibitionId: string, options?: CallOptions): Promise<Result<readonly GiftableType[], DomainError>> {
    return replyData(await this.api.call(E.giftable, { exhibitionId }, options));
  }

  async createGift(input: CreateGiftRequest, options?: CallOptions): Promise<Result<Gift, DomainError>> {
    return replyData(await this.api.call(E.createGift, input, options));
  }

  async gifts(input: GiftListRequest, options?: CallOptions): Promise<Result<Page<Gift>, DomainError>> {
    return replyData(await this.api.call(E.gifts, input, options));
  }

  async gift(giftId: string, options?: CallOptions): Promise<Result<Gift, DomainError>> {
    return replyData(await this.api.call(E.gift, { giftId }, options));
  }

  async cancelGift(giftId: string, options?: CallOptions): Promise<Result<Gift, DomainError>> {
    return replyData(await this.api.call(E.cancelGift, { giftId }, options));
  }

  async claimInfo(giftId: string, options?: CallOptions): Promise<Result<GiftClaimInfo, DomainError>> {
    return replyData(await this.api.call(E.claimInfo, { giftId }, options));
  }

  async claimGift(input: ClaimGiftRequest, options?: CallOptions): Promise<Result<Ticket, DomainError>> {
    return replyData(await this.api.call(E.claimGift, input, options));
  }
}
