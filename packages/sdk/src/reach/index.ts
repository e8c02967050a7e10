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
import type { Operations } from '../di/area';
import { useArea } from '../di/area-container';
import { REACH_OPERATIONS, reachArea } from './reach.area';

export { REACH_OPERATIONS, reachArea };

/** The reach area's operations; each `execute()` resolves to a `Result`. */
export type ReachApi = Operations<typeof REACH_OPERATIONS>;

/** The reach area of `client`, loaded into its container the first time it is asked for. */
export function getReach(client: FairpassClient): ReachApi {
  return useArea(client, reachArea);
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
