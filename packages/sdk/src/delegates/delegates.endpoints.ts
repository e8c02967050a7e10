// The delegates area's backend endpoints (docs/endpoints.md "Registering others, stay and parking" →
// "Teams, help and business cards"): the caller's team and its submission, and the people they
// registered by help or by a card. Submitting a team and registering a person carry an Idempotency-Key.
import type { Page } from '@fairpass/domain';
import type { DelegateListRequest, DelegatePerson, RegisterDelegateRequest, SubmitTeamRequest, Team } from '@fairpass/domain/delegates';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import { normaliseDelegatePage, normaliseDelegatePerson, normaliseTeam, normaliseTeamOrNone } from './delegates.normalisers';

/** The delegates area's endpoint catalogue, for `client.api.call(DELEGATES_ENDPOINTS.x, input)`. */
export const DELEGATES_ENDPOINTS = {
  team: endpoint<{ exhibitionId: string }, Team | undefined>()({ method: 'GET', path: `${RC}team/detail` }, normaliseTeamOrNone),
  submitTeam: endpoint<SubmitTeamRequest, Team>()({ method: 'POST', path: `${RC}team/submit`, idempotent: true }, normaliseTeam),
  people: endpoint<DelegateListRequest, Page<DelegatePerson>>()({ method: 'GET', path: `${RC}delegate/list` }, normaliseDelegatePage),
  person: endpoint<{ id: string }, DelegatePerson>()({ method: 'GET', path: `${RC}delegate/detail` }, normaliseDelegatePerson),
  register: endpoint<RegisterDelegateRequest, DelegatePerson>()({ method: 'POST', path: `${RC}delegate/register`, idempotent: true }, normaliseDelegatePerson),
} as const;
