import type { CallOptions, DomainError, Result } from '@fairpass/domain';
import type { AcceptOfferRequest, JoinWaitingListRequest, OfferOrder, SaleReminderRequest, WaitingEntry, WaitingListGateway } from '@fairpass/domain/waiting-list';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { WAITING_LIST_ENDPOINTS as E } from './waiting-list.endpoints';

/** The waiting-list area's endpoints over the client's one API caller. */
@injectable()
export class HttpWaitingListGateway implements WaitingListGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async entries(exhibitionId: string, options?: CallOptions): Promise<Result<readonly WaitingEntry[], DomainError>> {
    return replyData(await this.api.call(E.entries, { exhibitionId }, options));
  }

  async join(input: JoinWaitingListRequest, options?: CallOptions): Promise<Result<WaitingEntry, DomainError>> {
    return replyData(await this.api.call(E.join, input, options));
  }

  async remind(input: SaleReminderRequest, options?: CallOptions): Promise<Result<WaitingEntry, DomainError>> {
    return replyData(await this.api.call(E.remind, input, options));
  }

  async leave(entryId: string, options?: CallOptions): Promise<Result<WaitingEntry, DomainError>> {
    return replyData(await this.api.call(E.leave, { entryId }, options));
  }

  async accept(input: AcceptOfferRequest, options?: CallOptions): Promise<Result<OfferOrder, DomainError>> {
    return replyData(await this.api.call(E.accept, input, options));
  }
}
