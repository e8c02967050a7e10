// Stay and parking (docs/endpoints.md "Registering others, stay and parking"): the rooms booked for the
// caller's party and who sleeps where, and the caller's car passes. Every endpoint is the caller's (bearer).
import type { ParkingPass, ParkingPassRequest, ParkingRules, Room, StayPerson } from '../logistics/logistics.types';
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from '../ports/call-options';
import type { Page, PageRequest } from '../ports/page';

/** A page of one exhibition's records of the caller (the party's people, the car passes). */
export interface LogisticsPageRequest extends PageRequest {
  readonly exhibitionId: string;
}

/** What `RC stay/assign` takes: the people who sleep in the room from now on (the whole list). */
export interface AssignRoomRequest {
  readonly roomId: string;
  readonly personIds: readonly string[];
}

/** What `RC parking/apply` takes. */
export interface ApplyParkingRequest extends ParkingPassRequest {
  readonly exhibitionId: string;
}

/** The port the SDK implements over HTTP for stay and parking. */
export interface LogisticsGateway {
  /** The rooms booked for the caller's party, by check-in. */
  rooms(exhibitionId: string, options?: CallOptions): Promise<Result<readonly Room[], DomainError>>;
  /** The caller and the people they registered, each with their rooms. */
  stayPeople(input: LogisticsPageRequest, options?: CallOptions): Promise<Result<Page<StayPerson>, DomainError>>;
  /** Sets who sleeps in a room; answers with every room (a person moved leaves their other room that night). */
  assignRoom(input: AssignRoomRequest, options?: CallOptions): Promise<Result<readonly Room[], DomainError>>;
  /** The days a car pass may cover and the server's today. */
  parkingRules(exhibitionId: string, options?: CallOptions): Promise<Result<ParkingRules, DomainError>>;
  /** The caller's car passes, newest first. */
  parkingPasses(input: LogisticsPageRequest, options?: CallOptions): Promise<Result<Page<ParkingPass>, DomainError>>;
  applyParking(input: ApplyParkingRequest, options?: CallOptions): Promise<Result<ParkingPass, DomainError>>;
  /** Cancels a valid pass; answers with it cancelled. */
  cancelParking(passId: string, options?: CallOptions): Promise<Result<ParkingPass, DomainError>>;
}
