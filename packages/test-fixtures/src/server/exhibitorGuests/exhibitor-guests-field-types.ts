// The declared (Java) types of the exhibitor's guests replies, for the Jackson-nulls switch
// (wire-field-types.ts explains the tables): no recipient, register time, company or title is "".
import { RC } from '../context';
import { pageOf, type JavaKind, type KindOf } from '../wire-field-types';
import type { FunnelRowWire, GuestRecordWire, GuestStateCountWire, TemplateFunnelWire, VipInvitationWire, VipQuotaWire } from './exhibitor-guests-wire.types';

const GUEST: KindOf<GuestRecordWire> = {
  object: { id: 'string', inviteType: 'string', name: 'string', recipient: 'string', state: 'string', inviterName: 'string', createTime: 'string', registerTime: 'string' },
};

const COUNTS: KindOf<GuestStateCountWire[]> = { list: { object: { state: 'string', count: 'number' } } };

const FUNNEL: KindOf<FunnelRowWire[]> = { list: { object: { inviteType: 'string', invited: 'number', registered: 'number', approved: 'number', entered: 'number' } } };

const TEMPLATE_FUNNEL: KindOf<TemplateFunnelWire> = {
  object: {
    rows: { list: { object: { templateId: 'string', scope: 'string', titleZh: 'string', titleEn: 'string', invited: 'number', registered: 'number', approved: 'number', entered: 'number' } } },
    company: { object: { fullName: 'string', fullEnName: 'string', companyExhibitionVO: { object: { exhibitionHallNo: 'string', boothNo: 'string', boothNos: 'string' } } } },
  },
};

const QUOTA: KindOf<VipQuotaWire> = { object: { quota: 'number', used: 'number', reserved: 'number', left: 'number' } };

const VIP: KindOf<VipInvitationWire> = {
  object: { id: 'string', name: 'string', recipient: 'string', company: 'string', title: 'string', language: 'string', state: 'string', createTime: 'string', registerTime: 'string', number: 'string', pdfUrl: 'string' },
};

/** The exhibitor's guests routes' reply types (issue 31). */
export const EXHIBITOR_GUESTS_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}invite/records`]: pageOf(GUEST),
  [`GET ${RC}invite/recordCounts`]: COUNTS,
  [`GET ${RC}invite/funnel`]: FUNNEL,
  [`GET ${RC}invite/templateFunnel`]: TEMPLATE_FUNNEL,
  [`GET ${RC}vip/quota`]: QUOTA,
  [`GET ${RC}vip/list`]: pageOf(VIP),
  [`POST ${RC}vip/invite`]: VIP,
};
