import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { FetchInviteCardUseCase } from './fetch-invite-card.use-case';
import { FetchInviteLandingUseCase } from './fetch-invite-landing.use-case';
import { FetchMyReachUseCase } from './fetch-my-reach.use-case';
import { FetchSourceUseCase } from './fetch-source.use-case';
import { HttpReachGateway } from './http-reach.gateway';
import { ListInviteesUseCase } from './list-invitees.use-case';
import { ListRankingUseCase } from './list-ranking.use-case';
import { ListSourcesUseCase } from './list-sources.use-case';
import { REACH_TOKENS } from './reach.tokens';
import { RecordReferralUseCase } from './record-referral.use-case';
import { SaveSourceUseCase } from './save-source.use-case';
import { SendInvitationUseCase } from './send-invitation.use-case';

/** The reach area's operations, by the names callers use. */
export const REACH_OPERATIONS = {
  fetchInviteCard: FetchInviteCardUseCase,
  listInvitees: ListInviteesUseCase,
  sendInvitation: SendInvitationUseCase,
  fetchInviteLanding: FetchInviteLandingUseCase,
  recordReferral: RecordReferralUseCase,
  listSources: ListSourcesUseCase,
  saveSource: SaveSourceUseCase,
  fetchSource: FetchSourceUseCase,
  fetchMyReach: FetchMyReachUseCase,
  listRanking: ListRankingUseCase,
} as const;

/** The reach area: invitations, traceability channels, sharing and the sharers' ranking. */
export const reachArea = defineArea({
  name: 'reach',
  module: new ContainerModule(({ bind }) => {
    bind(REACH_TOKENS.Gateway).to(HttpReachGateway).inSingletonScope();
  }),
  operations: REACH_OPERATIONS,
});
