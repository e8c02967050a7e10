// The declared (Java) types of the reach routes' replies, for the Jackson-nulls switch
// (wire-field-types.ts explains the tables): an absent department, channel code, recipient or register
// time is written "", an absent rank -1.
import { RC } from '../context';
import { pageOf, type JavaKind, type KindOf } from '../wire-field-types';
import type { InviteCardWire, InviteeWire, InviteLandingWire, MyReachWire, RankEntryWire, SourceChannelWire } from './reach-wire.types';

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
export const REACH_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
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
