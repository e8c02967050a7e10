// The exhibitor's guests replies in the domain's shape, whatever placeholders the backend wrote for absent
// values (wire/absent-values.ts): no recipient, register time, company or title ("") is none, a null list
// is empty, -1 counts are 0; a state the app does not know reads as `reviewing` for a buyer (the
// organiser's to decide) and `sent` for a VIP, an unknown way as `LINK`.
import type { Page } from '@fairpass/domain';
import {
  GUEST_STATES,
  type FunnelRow,
  type TemplateFunnel,
  type TemplateFunnelRow,
  VIP_LANGUAGES,
  VIP_STATES,
  type GuestRecord,
  type GuestState,
  type GuestStateCount,
  type VipInvitation,
  type VipLanguage,
  type VipQuota,
  type VipState,
} from '@fairpass/domain/exhibitor-guests';
import { INVITE_FORM_TYPES, type InviteFormType } from '@fairpass/domain/reach';
import { readPage } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

const oneOf =
  <T extends string>(allowed: readonly T[], fallback: T) =>
  (value: string): T =>
    (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
const guestStateOf = oneOf<GuestState>(GUEST_STATES, 'reviewing');
const wayOf = oneOf<InviteFormType>(INVITE_FORM_TYPES, 'LINK');
const vipStateOf = oneOf<VipState>(VIP_STATES, 'sent');
const languageOf = oneOf<VipLanguage>(VIP_LANGUAGES, 'zh');
const count = (value: number): number => Math.max(0, value);

const GUEST_SHAPE: ShapeOf<GuestRecord> = {
  object: { id: 'text', inviteType: 'text', name: 'text', recipient: 'optionalText', state: 'text', inviterName: 'text', createTime: 'text', registerTime: 'optionalText' },
};

const VIP_SHAPE: ShapeOf<VipInvitation> = {
  object: {
    id: 'text',
    name: 'text',
    recipient: 'text',
    company: 'optionalText',
    title: 'optionalText',
    language: 'text',
    state: 'text',
    createTime: 'text',
    registerTime: 'optionalText',
    number: 'text',
    pdfUrl: 'optionalText',
  },
};

export const normaliseGuestPage = (raw: unknown): Page<GuestRecord> =>
  readPage(raw, GUEST_SHAPE, (g) => ({ ...g, inviteType: wayOf(g.inviteType), state: guestStateOf(g.state) }));

export const normaliseGuestCounts = (raw: unknown): readonly GuestStateCount[] =>
  (readReply(raw, { list: { object: { state: 'text', count: 'number' } } }) as GuestStateCount[])
    .filter((c) => (GUEST_STATES as readonly string[]).includes(c.state))
    .map((c) => ({ state: c.state, count: count(c.count) }));

export const normaliseVipQuota = (raw: unknown): VipQuota => {
  const read = readReply(raw, { object: { quota: 'number', used: 'number', reserved: 'number', left: 'number' } }) as VipQuota;
  return { quota: count(read.quota), used: count(read.used), reserved: count(read.reserved), left: count(read.left) };
};

const vipOf = (v: VipInvitation): VipInvitation => ({ ...v, state: vipStateOf(v.state), language: languageOf(v.language) });

export const normaliseVipPage = (raw: unknown): Page<VipInvitation> => readPage(raw, VIP_SHAPE, vipOf);

export const normaliseVip = (raw: unknown): VipInvitation => vipOf(readReply(raw, VIP_SHAPE) as VipInvitation);

export const normaliseFunnel = (raw: unknown): readonly FunnelRow[] =>
  (readReply(raw, { list: { object: { inviteType: 'text', invited: 'number', registered: 'number', approved: 'number', entered: 'number' } } }) as FunnelRow[])
    .filter((r) => (INVITE_FORM_TYPES as readonly string[]).includes(r.inviteType))
    .map((r) => ({ inviteType: r.inviteType, invited: count(r.invited), registered: count(r.registered), approved: count(r.approved), entered: count(r.entered) }));

export const normaliseTemplateFunnel = (raw: unknown): TemplateFunnel => {
  const read = readReply(raw, {
    object: {
      rows: { list: { object: { templateId: 'text', scope: 'text', titleZh: 'text', titleEn: 'text', invited: 'number', registered: 'number', approved: 'number', entered: 'number' } } },
      company: { object: { fullName: 'text', fullEnName: 'text', companyExhibitionVO: { object: { exhibitionHallNo: 'text', boothNo: 'text', boothNos: 'text' } } } },
    },
  }) as { rows: TemplateFunnelRow[]; company: TemplateFunnel['company'] };
  return {
    company: read.company,
    rows: read.rows.map((r) => ({
      templateId: r.templateId,
      scope: r.scope === 'mine' ? 'mine' : 'organiser',
      titleZh: r.titleZh,
      titleEn: r.titleEn,
      invited: count(r.invited),
      registered: count(r.registered),
      approved: count(r.approved),
      entered: count(r.entered),
    })),
  };
};
