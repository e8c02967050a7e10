// The reach records as the wire sends them: the people a user invited (their sends and the registrations
// through their links, newest first), a channel with its registrations, and the sharers' ranking. A
// registrant's name is masked (张*) — before they fill in the form, their masked mobile or e-mail.
import type { ContractState } from '../state';
import { beijingTime } from '../kit/beijing-time';
import type { UserRecord } from '../user-record';
import type { ReferralRecord, SourceRecord } from './reach-records';
import { inviteeStateOf, maskEmail, maskPhone, rankSharers, type RankedSharer } from './reach-rules';
import type { InviteeWire, MyReachWire, RankEntryWire, SourceChannelWire } from './reach-wire.types';
import { referralsOn } from './referrals';

/** Only the first character of a name (张*). */
const maskName = (name: string): string => `${Array.from(name.trim())[0] ?? ''}*`;

/** A person as others may see them: the masked name, else the masked login. */
export const maskedPerson = (user: UserRecord | undefined): string => {
  if (!user) return '';
  if (user.name.trim() !== '') return maskName(user.name);
  return user.phone ? maskPhone(user.phone) : maskEmail(user.email);
};

const maskedRecipient = (recipient: string): string => (recipient.includes('@') ? maskEmail(recipient) : maskPhone(recipient));

interface Dated {
  at: number;
  view: InviteeWire;
}

/** The people `inviterId` invited on the exhibition, newest first. */
export function inviteesOf(state: ContractState, exhibitionId: string, inviterId: string): InviteeWire[] {
  const mine = referralsOn(state, exhibitionId).filter((r) => r.parentId === inviterId);
  const bySend = new Map(mine.flatMap((r) => (r.sendId ? [[r.sendId, r] as const] : [])));
  const sends: Dated[] = state.reach.sends
    .filter((s) => s.exhibitionId === exhibitionId && s.inviterId === inviterId)
    .map((send) => {
      const referral = bySend.get(send.sendId);
      const registrant = referral ? state.userById(referral.registrantId) : undefined;
      return {
        at: send.sentAt,
        view: {
          id: send.sendId,
          inviteType: send.inviteType,
          name: send.name,
          recipient: maskedRecipient(send.recipient),
          state: inviteeStateOf(registrant),
          createTime: beijingTime(send.sentAt),
          ...(referral ? { registerTime: beijingTime(referral.at) } : {}),
        },
      };
    });
  const throughLinks: Dated[] = mine
    .filter((r) => r.sendId === undefined)
    .map((referral: ReferralRecord) => {
      const registrant = state.userById(referral.registrantId);
      return {
        at: referral.at,
        view: {
          id: `r-${referral.registrantId}`,
          inviteType: referral.channel,
          name: maskedPerson(registrant),
          state: inviteeStateOf(registrant),
          createTime: beijingTime(referral.at),
          registerTime: beijingTime(referral.at),
        },
      };
    });
  // Both lists run oldest first; reversed, the stable sort keeps what came later first among equal times.
  return [...sends, ...throughLinks]
    .reverse()
    .sort((a, b) => b.at - a.at)
    .map((dated) => dated.view);
}

export function toWireSource(state: ContractState, source: SourceRecord): SourceChannelWire {
  const registered = state.reach.registrationsWith(source.code).filter((userId) => state.userById(userId)?.exhibitionId === source.exhibitionId).length;
  return { code: source.code, name: source.name, registered, createTime: beijingTime(source.createdAt) };
}

/** The sharers of the exhibition, ranked. */
export function sharersOn(state: ContractState, exhibitionId: string): RankedSharer[] {
  const counts = new Map<string, { registered: number; lastAt: number }>();
  for (const referral of referralsOn(state, exhibitionId)) {
    const count = counts.get(referral.parentId) ?? { registered: 0, lastAt: 0 };
    counts.set(referral.parentId, { registered: count.registered + 1, lastAt: Math.max(count.lastAt, referral.at) });
  }
  return rankSharers([...counts].map(([userId, count]) => ({ userId, ...count })));
}

export function myReachOf(sharers: readonly RankedSharer[], userId: string): MyReachWire {
  const me = sharers.find((s) => s.userId === userId);
  return { registered: me?.registered ?? 0, ...(me ? { rank: me.rank } : {}), sharers: sharers.length };
}

export function toWireRankEntry(state: ContractState, sharer: RankedSharer, viewerId: string): RankEntryWire {
  const user = state.userById(sharer.userId);
  const mine = sharer.userId === viewerId;
  return { rank: sharer.rank, name: mine ? user?.name || user?.phone || '' : maskedPerson(user), registered: sharer.registered, mine };
}
