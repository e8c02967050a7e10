/**
 * The exhibitor's guests: the company's buyers (everyone its people invited and every registration
 * through its links) by state, its VIP quota (consumed when a VIP registers) and VIP invitations.
 * Buyers are invited through `@fairpass/sdk/reach` (`sendInvitation`, `fetchInviteCard`: the card of a
 * company's login carries its `inviteDeptId`).
 * @module @fairpass/sdk/exhibitor-guests
 */
// @fairpass/sdk/exhibitor-guests — exhibitor self-service, the guests (issue 31). Loaded into a client on first use:
//
//   import { getExhibitorGuests } from '@fairpass/sdk/exhibitor-guests';
//   const guests = getExhibitorGuests(client);
//   const quota = await guests.fetchVipQuota.execute();
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { EXHIBITOR_GUESTS_OPERATIONS } from './exhibitor-guests.area';

export type { EXHIBITOR_GUESTS_OPERATIONS } from './exhibitor-guests.area';

/** The exhibitor's guests operations; each `execute()` resolves to a `Result`. */
export type ExhibitorGuestsApi = AreaOperations<typeof EXHIBITOR_GUESTS_OPERATIONS>;

const NAMES = {
  listGuests: true,
  fetchGuestCounts: true,
  fetchInvitationFunnel: true,
  fetchTemplateFunnel: true,
  fetchVipQuota: true,
  listVips: true,
  inviteVip: true,
} as const satisfies OperationNames<typeof EXHIBITOR_GUESTS_OPERATIONS>;

/** The exhibitor guests area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getExhibitorGuests(client: FairpassClient): ExhibitorGuestsApi {
  return lazyArea(client, { name: 'exhibitor-guests', operations: NAMES, load: async () => (await import('./exhibitor-guests.area')).exhibitorGuestsArea });
}

export { EXHIBITOR_GUESTS_ENDPOINTS } from './exhibitor-guests.endpoints';
export { ListGuestsUseCase } from './list-guests.use-case';
export type { ListGuestsInput } from './list-guests.use-case';
export { FetchGuestCountsUseCase } from './fetch-guest-counts.use-case';
export { FetchInvitationFunnelUseCase } from './fetch-invitation-funnel.use-case';
export { FetchTemplateFunnelUseCase } from './fetch-template-funnel.use-case';
export { FetchVipQuotaUseCase } from './fetch-vip-quota.use-case';
export { ListVipsUseCase } from './list-vips.use-case';
export { InviteVipUseCase } from './invite-vip.use-case';
export type { InviteVipInput } from './invite-vip.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { LIST_GUESTS_ERRORS } from './list-guests.use-case';
export { FETCH_GUEST_COUNTS_ERRORS } from './fetch-guest-counts.use-case';
export { FETCH_INVITATION_FUNNEL_ERRORS } from './fetch-invitation-funnel.use-case';
export { FETCH_TEMPLATE_FUNNEL_ERRORS } from './fetch-template-funnel.use-case';
export { FETCH_VIP_QUOTA_ERRORS } from './fetch-vip-quota.use-case';
export { LIST_VIPS_ERRORS } from './list-vips.use-case';
export { INVITE_VIP_ERRORS } from './invite-vip.use-case';
