/**
 * @module @fairpass/domain/exhibitor-guests
 */
// The public surface of @fairpass/domain/exhibitor-guests: the names other packages use, nothing else.
export { GUEST_STATES, VIP_STATES, VIP_LANGUAGES } from './exhibitor-guests.types';
export type { GuestState, GuestRecord, GuestStateCount, VipQuota, VipState, VipLanguage, VipInvitation, VipInviteFields } from './exhibitor-guests.types';
export { vipQuotaOf, vipInviteRefusal, vipStateOnRegistration } from './vip-quota';
export type { VipQuotaRefusal } from './vip-quota';
export { vipInviteErrors, vipInviteOf, isSentByText } from './vip-invite-form';
export { VIP_COMPANY_MAX, VIP_TITLE_MAX } from './vip-invite-limits';
export type { VipInviteField } from './vip-invite-form';
export { guestStateOf } from './guest-state';
export { invitationFunnel, templateFunnel, funnelSteps, funnelShare } from './invitation-funnel';
export type { FunnelRow, FunnelSteps, FunnelTemplate, TemplateFunnel, TemplateFunnelRow } from './invitation-funnel';
export type { ExhibitorGuestsGateway, InExhibition, GuestListRequest, VipInviteRequest } from './exhibitor-guests.gateway';
