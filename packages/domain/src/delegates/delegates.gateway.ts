// Registering others (docs/endpoints.md "Registering others, stay and parking"): the caller's team and
// its submission (all or none), and people registered on someone's behalf — by help or by a group's or
// a workplace's business card. Every endpoint is the caller's (bearer).
import type { DelegateChannel, DelegatePerson, PersonEntry, Team } from '../delegates/delegates.types';
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from '../ports/call-options';
import type { Page, PageRequest } from '../ports/page';

/** What `RC delegate/list` takes: a page of the people the caller registered by one channel. */
export interface DelegateListRequest extends PageRequest {
  readonly exhibitionId: string;
  readonly channel: DelegateChannel;
}

/** What `RC team/submit` takes: the members to add to the caller's team, all or none. */
export interface SubmitTeamRequest {
  readonly exhibitionId: string;
  readonly members: readonly PersonEntry[];
}

/** What `RC delegate/register` takes: one person registered by help or by a card. */
export interface RegisterDelegateRequest {
  readonly exhibitionId: string;
  readonly channel: Exclude<DelegateChannel, 'team'>;
  readonly person: PersonEntry;
}

/** The port the SDK implements over HTTP for registering others. */
export interface DelegatesGateway {
  /** The caller's team, or undefined when they have none yet. */
  team(exhibitionId: string, options?: CallOptions): Promise<Result<Team | undefined, DomainError>>;
  /** Adds the members to the caller's team (forming it), all or none; answers with the whole team. */
  submitTeam(input: SubmitTeamRequest, options?: CallOptions): Promise<Result<Team, DomainError>>;
  /** The people the caller registered by one channel, newest first. */
  people(input: DelegateListRequest, options?: CallOptions): Promise<Result<Page<DelegatePerson>, DomainError>>;
  /** One person the caller registered. */
  person(id: string, options?: CallOptions): Promise<Result<DelegatePerson, DomainError>>;
  /** Registers one person on the caller's behalf. */
  register(input: RegisterDelegateRequest, options?: CallOptions): Promise<Result<DelegatePerson, DomainError>>;
}
