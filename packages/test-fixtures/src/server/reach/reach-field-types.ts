// The declared (Java) types of the reach routes' replies, for the Jackson-nulls switch
// (wire-field-types.ts explains the table): an absent department, channel code, recipient or register
// time is written "", an absent rank -1.
// The kinds are written out here (the same shapes as wire-field-types.ts's JavaKind), so that table can
// import this one without a cycle.
import { RC } from '../context';
import type { InviteCardWire, InviteeWire, InviteLandingWire, MyReachWire, RankEntryWire, SourceChannelWire } from './reach-wire.types';

type Kind = 'string' | 'number' | 'boolean' | { readonly list: Kind } | { readonly object: Readonly<Record<string, Kind>> };

/** Every field of T, optional ones too (Jackson writes them all), with a kind. */
type KindOf<T> = { readonly object: { readonly [K in keyof T]-?: Kind } };

const pageOf = (record: Kind): Kind => ({ object: { records: { list: record }, total: 'number', size: 'number', current: 'number', pages: 'number' } });

export const INVITE_CARD: KindOf<InviteCardWire> = {
  object: { registerLinkId: 'string', inviteUserId: 'string', inviteUserName: 'string', inviteDeptId: 'string', sourceCode: 'string' },
};

export const INVITEE: KindOf<InviteeWire> = {
  object: { id: 'string', inviteType: 'string', name: 'string', recipient: 'string', state: 'string', createTime: 'string', registerTime: 'string' },
};

export const INVITE_LANDING: KindOf<InviteLandingWire> = { object: { inviterName: 'string' } };

export const SOURCE_CHANNEL: KindOf<SourceChannelWire> = { object: { code: 'string', name: 'string', registered: 'number', createTime: 'string' } };

export const MY_REACH: KindOf<MyReachWire> = { object: { registered: 'number', rank: 'number', sharers: 'number' } };

export const RANK_ENTRY: KindOf<RankEntryWire> = { object: { rank: 'number', name: 'string', registered: 'number', mine: 'boolean' } };

/** The reach routes' reply types (issue 16). */
export const REACH_REPLY_DATA: Readonly<Record<string, Kind>> = {
  [`GET ${RC}invite/card`]: INVITE_CARD,
  [`GET ${RC}invite/list`]: pageOf(INVITEE),
  [`POST ${RC}invite/send`]: INVITEE,
  [`GET ${RC}invite/landing`]: INVITE_LANDING,
  [`GET ${RC}source/list`]: pageOf(SOURCE_CHANNEL),
  [`POST ${RC}source/save`]: SOURCE_CHANNEL,
  [`GET ${RC}source/detail`]: SOURCE_CHANNEL,
  [`GET ${RC}share/mine`]: MY_REACH,
  [`GET ${RC}share/ranking`]: pageOf(RANK_ENTRY),
};
