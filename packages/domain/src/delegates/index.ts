/**
 * @module @fairpass/domain/delegates
 */
// The public surface of @fairpass/domain/delegates: the names other packages use, nothing else.
export { isOthersType } from './delegates.types';
export type { DelegateChannel, OthersType, DelegatePerson, PersonEntry, Team } from './delegates.types';
export { personFieldsOf, duplicatePersonErrors } from './person-fields';
export { personFormErrors } from './person-entry-rules';
export type { PersonForm } from './person-entry-rules';
export { TEAM_DEFAULT_MAX_MEMBERS, membersLeft, canSubmitTeam } from './team-rules';
export { CARD_LIMITS, CARD_FIELDS, businessCardEntry } from './business-card';
export type { BusinessCardForm } from './business-card';
export { businessCardErrors } from './business-card-rules';
export type { DelegatesGateway, DelegateListRequest, SubmitTeamRequest, RegisterDelegateRequest } from './delegates.gateway';
