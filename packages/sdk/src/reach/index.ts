/**
 * The reach area: inviting people by text message, e-mail, QR code or link and following their
 * registrations, the invited person's landing and the recording of who brought them, traceability
 * channels and their registrations, and the sharers' ranking.
 * @module @fairpass/sdk/reach
 */
// @fairpass/sdk/reach — the reach area (issue 16). Loaded into a client on first use:
//
//   import { getReach } from '@fairpass/sdk/reach';
//   const reach = getReach(client);
//   const sent = await reach.sendInvitation.execute({ inviteType: 'SHORT_MSG', name: '王小明', recipient: '13900001234' }, { idempotencyKey });
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { REACH_OPERATIONS } from './reach.area';

export type { REACH_OPERATIONS } from './reach.area';

/** The reach area's operations; each `execute()` resolves to a `Result`. */
export type ReachApi = AreaOperations<typeof REACH_OPERATIONS>;

const NAMES = {
  fetchInviteCard: true,
  listInvitees: true,
  sendInvitation: true,
  fetchInviteLanding: true,
  recordReferral: true,
  listSources: true,
  saveSource: true,
  fetchSource: true,
  fetchMyReach: true,
  listRanking: true,
} as const satisfies OperationNames<typeof REACH_OPERATIONS>;

/** The reach area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getReach(client: FairpassClient): ReachApi {
  return lazyArea(client, { name: 'reach', operations: NAMES, load: async () => (await import('./reach.area')).reachArea });
}

export { REACH_ENDPOINTS } from './reach.endpoints';
export { FetchInviteCardUseCase } from './fetch-invite-card.use-case';
export { ListInviteesUseCase } from './list-invitees.use-case';
export { SendInvitationUseCase } from './send-invitation.use-case';
export { FetchInviteLandingUseCase } from './fetch-invite-landing.use-case';
export { RecordReferralUseCase, type ReferralRecorded } from './record-referral.use-case';
export { ListSourcesUseCase } from './list-sources.use-case';
export { SaveSourceUseCase } from './save-source.use-case';
export { FetchSourceUseCase } from './fetch-source.use-case';
export { FetchMyReachUseCase } from './fetch-my-reach.use-case';
export { ListRankingUseCase } from './list-ranking.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { FETCH_INVITE_CARD_ERRORS } from './fetch-invite-card.use-case';
export { LIST_INVITEES_ERRORS } from './list-invitees.use-case';
export { SEND_INVITATION_ERRORS, INVITATION_FAILURES } from './send-invitation.use-case';
export { FETCH_INVITE_LANDING_ERRORS } from './fetch-invite-landing.use-case';
export { RECORD_REFERRAL_ERRORS } from './record-referral.use-case';
export { LIST_SOURCES_ERRORS } from './list-sources.use-case';
export { SAVE_SOURCE_ERRORS, SOURCE_FAILURES } from './save-source.use-case';
export { FETCH_SOURCE_ERRORS } from './fetch-source.use-case';
export { FETCH_MY_REACH_ERRORS } from './fetch-my-reach.use-case';
export { LIST_RANKING_ERRORS } from './list-ranking.use-case';
