import type { CallOptions, DomainError, Page, Result } from '@fairpass/domain';
import type { ClaimGiftRequest, CreateGiftRequest, Gift, GiftableType, GiftClaimInfo, GiftingGateway, GiftListRequest } from '@fairpass/domain/gifting';
import type { Ticket } from '@fairpass/domain/ticketing';
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
