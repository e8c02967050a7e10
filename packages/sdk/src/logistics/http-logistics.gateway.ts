import type { CallOptions, DomainError, Page, Result } from '@fairpass/domain';
import type { ApplyParkingRequest, AssignRoomRequest, LogisticsGateway, LogisticsPageRequest, ParkingPass, ParkingRules, Room, StayPerson } from '@fairpass/domain/logistics';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { LOGISTICS_ENDPOINTS as E } from './logistics.endpoints';

/** The logistics area's endpoints over the client's one API caller. */
@injectable()
export class HttpLogisticsGateway implements LogisticsGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async rooms(exhibitionId: string, options?: CallOptions): Promise<Result<readonly Room[], DomainError>> {
    return replyData(await this.api.call(E.rooms, { exhibitionId }, options));
  }

  async stayPeople(input: LogisticsPageRequest, options?: CallOptions): Promise<Result<Page<StayPerson>, DomainError>> {
    return replyData(await this.api.call(E.stayPeople, input, options));
  }

  async assignRoom(input: AssignRoomRequest, options?: CallOptions): Promise<Result<readonly Room[], DomainError>> {
    return replyData(await this.api.call(E.assignRoom, input, options));
  }

  async parkingRules(exhibitionId: string, options?: CallOptions): Promise<Result<ParkingRules, DomainError>> {
    return replyData(await this.api.call(E.parkingRules, { exhibitionId }, options));
  }

  async parkingPasses(input: LogisticsPageRequest, options?: CallOptions): Promise<Result<Page<ParkingPass>, DomainError>> {
    return replyData(await this.api.call(E.parkingPasses, input, options));
  }

  async applyParking(input: ApplyParkingRequest, options?: CallOptions): Promise<Result<ParkingPass, DomainError>> {
    return replyData(await this.api.call(E.applyParking, input, options));
  }

  async cancelParking(passId: string, options?: CallOptions): Promise<Result<ParkingPass, DomainError>> {
    return replyData(await this.api.call(E.cancelParking, { passId }, options));
  }
}
