// The exhibitor's guests endpoints (design exhibitor.md §2.5 and §5.2, "ours"; docs/endpoints.md
// "Exhibitor self-service"): the company's buyers by state, the VIP quota, VIP invitations and inviting
// one (Idempotency-Key).
import type { Page, PageRequest } from '@fairpass/domain';
import type { FunnelRow, TemplateFunnel, GuestListRequest, GuestRecord, GuestStateCount, InExhibition, VipInvitation, VipInviteRequest, VipQuota } from '@fairpass/domain/exhibitor-guests';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import { normaliseFunnel, normaliseTemplateFunnel, normaliseGuestCounts, normaliseGuestPage, normaliseVip, normaliseVipPage, normaliseVipQuota } from './exhibitor-guests.normalisers';

/** The exhibitor's guests endpoint catalogue, for `client.api.call(EXHIBITOR_GUESTS_ENDPOINTS.x, input)`. */
export const EXHIBITOR_GUESTS_ENDPOINTS = {
  records: endpoint<GuestListRequest, Page<GuestRecord>>()({ method: 'GET', path: `${RC}invite/records` }, normaliseGuestPage),
  recordCounts: endpoint<InExhibition, readonly GuestStateCount[]>()({ method: 'GET', path: `${RC}invite/recordCounts` }, normaliseGuestCounts),
  funnel: endpoint<InExhibition, readonly FunnelRow[]>()({ method: 'GET', path: `${RC}invite/funnel` }, normaliseFunnel),
  templateFunnel: endpoint<InExhibition, TemplateFunnel>()({ method: 'GET', path: `${RC}invite/templateFunnel` }, normaliseTemplateFunnel),
  vipQuota: endpoint<InExhibition, VipQuota>()({ method: 'GET', path: `${RC}vip/quota` }, normaliseVipQuota),
  vipList: endpoint<InExhibition & PageRequest, Page<VipInvitation>>()({ method: 'GET', path: `${RC}vip/list` }, normaliseVipPage),
  inviteVip: endpoint<VipInviteRequest, VipInvitation>()({ method: 'POST', path: `${RC}vip/invite`, idempotent: true }, normaliseVip),
} as const;
