import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { EXHIBITOR_GUESTS_TOKENS } from './exhibitor-guests.tokens';
import { FetchGuestCountsUseCase } from './fetch-guest-counts.use-case';
import { FetchInvitationFunnelUseCase } from './fetch-invitation-funnel.use-case';
import { FetchTemplateFunnelUseCase } from './fetch-template-funnel.use-case';
import { FetchVipQuotaUseCase } from './fetch-vip-quota.use-case';
import { HttpExhibitorGuestsGateway } from './http-exhibitor-guests.gateway';
import { InviteVipUseCase } from './invite-vip.use-case';
import { ListGuestsUseCase } from './list-guests.use-case';
import { ListVipsUseCase } from './list-vips.use-case';

/** The exhibitor's guests operations, by the names callers use. */
export const EXHIBITOR_GUESTS_OPERATIONS = {
  listGuests: ListGuestsUseCase,
  fetchGuestCounts: FetchGuestCountsUseCase,
  fetchInvitationFunnel: FetchInvitationFunnelUseCase,
  fetchTemplateFunnel: FetchTemplateFunnelUseCase,
  fetchVipQuota: FetchVipQuotaUseCase,
  listVips: ListVipsUseCase,
  inviteVip: InviteVipUseCase,
} as const;

/** The exhibitor's guests area: the company's buyers by state, its VIP quota and VIP invitations. */
export const exhibitorGuestsArea = defineArea({
  name: 'exhibitor-guests',
  module: new ContainerModule(({ bind }) => {
    bind(EXHIBITOR_GUESTS_TOKENS.Gateway).to(HttpExhibitorGuestsGateway).inSingletonScope();
  }),
  operations: EXHIBITOR_GUESTS_OPERATIONS,
});
