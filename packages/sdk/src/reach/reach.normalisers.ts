// The reach replies in the domain's shape, whatever placeholders the backend wrote for absent values
// (wire/absent-values.ts): a card without a department or channel code, a link registrant without a
// recipient, an invitation nobody registered through without a register time ("" → left out), and a
// user nobody registered through without a rank (-1 → left out).
import type { Page } from '@fairpass/domain';
import type { InviteCard, InviteLanding, Invitee, MyReach, RankEntry, SourceChannel } from '@fairpass/domain/reach';
import { readPage } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

export const INVITE_CARD_SHAPE: ShapeOf<InviteCard> = {
  object: { registerLinkId: 'text', inviteUserId: 'text', inviteUserName: 'text', inviteDeptId: 'optionalText', sourceCode: 'optionalText' },
};

export const INVITEE_SHAPE: ShapeOf<Invitee> = {
  object: { id: 'text', inviteType: 'text', name: 'text', recipient: 'optionalText', state: 'text', createTime: 'text', registerTime: 'optionalText' },
};

export const INVITE_LANDING_SHAPE: ShapeOf<InviteLanding> = { object: { inviterName: 'text' } };

export const SOURCE_CHANNEL_SHAPE: ShapeOf<SourceChannel> = { object: { code: 'text', name: 'text', registered: 'number', createTime: 'text' } };

export const MY_REACH_SHAPE: ShapeOf<MyReach> = { object: { registered: 'number', rank: 'optionalCount', sharers: 'number' } };

export const RANK_ENTRY_SHAPE: ShapeOf<RankEntry> = { object: { rank: 'number', name: 'text', registered: 'number', mine: 'flag' } };

/** `invite/card`. */
export const normaliseInviteCard = (raw: unknown): InviteCard => readReply(raw, INVITE_CARD_SHAPE) as InviteCard;

/** `invite/list`. */
export const normaliseInviteePage = (raw: unknown): Page<Invitee> => readPage(raw, INVITEE_SHAPE);

/** `invite/send`. */
export const normaliseInvitee = (raw: unknown): Invitee => readReply(raw, INVITEE_SHAPE) as Invitee;

/** `invite/landing`. */
export const normaliseInviteLanding = (raw: unknown): InviteLanding => readReply(raw, INVITE_LANDING_SHAPE) as InviteLanding;

/** `source/list`. */
export const normaliseSourcePage = (raw: unknown): Page<SourceChannel> => readPage(raw, SOURCE_CHANNEL_SHAPE);

/** `source/save`, `source/detail`. */
export const normaliseSource = (raw: unknown): SourceChannel => readReply(raw, SOURCE_CHANNEL_SHAPE) as SourceChannel;

/** `share/mine`. */
export const normaliseMyReach = (raw: unknown): MyReach => readReply(raw, MY_REACH_SHAPE) as MyReach;

/** `share/ranking`. */
export const normaliseRankingPage = (raw: unknown): Page<RankEntry> => readPage(raw, RANK_ENTRY_SHAPE);
