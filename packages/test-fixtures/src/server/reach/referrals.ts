// Who registered through whom on an exhibition: the seeded registrations, then the entry-link writes a
// logged-in registrant made (`userRegisterLink/save` with an invitation's register link,
// `saveFissionParentId` with a sharer), oldest first. A registration counts once, for the first referral
// recorded for it; one's own link counts for nobody, and a register link that is no invitation (a ticket
// link) names no inviter.
import { stringParam } from '../context';
import type { ContractState, StoredWrite } from '../state';
import type { ReferralRecord, SendRecord } from './reach-records';
import { isInviteFormType } from './reach-rules';

const CARD_LINK_PREFIX = 'inv-';
const SEND_LINK_PREFIX = 'inv-send-';

/** The register link of a user's invitation card (the same for their QR code and link). */
export const cardLinkIdOf = (userId: string): string => `${CARD_LINK_PREFIX}${userId}`;

/** The register link of one invitation sent by text message or e-mail. */
export const sendLinkIdOf = (sendId: string): string => `${SEND_LINK_PREFIX}${sendId}`;

/** The inviter a register link stands for, with the send it belongs to; undefined for any other link. */
export function inviterOfLink(state: ContractState, registerLinkId: string): { inviterId: string; send?: SendRecord } | undefined {
  if (registerLinkId.startsWith(SEND_LINK_PREFIX)) {
    const send = state.reach.send(registerLinkId.slice(SEND_LINK_PREFIX.length));
    return send ? { inviterId: send.inviterId, send } : undefined;
  }
  if (!registerLinkId.startsWith(CARD_LINK_PREFIX)) return undefined;
  const inviterId = registerLinkId.slice(CARD_LINK_PREFIX.length);
  return state.userById(inviterId) ? { inviterId } : undefined;
}

const fromRegisterLink = (state: ContractState, write: StoredWrite): ReferralRecord | undefined => {
  const link = inviterOfLink(state, stringParam(write.body, 'registerLinkId'));
  if (!link) return undefined;
  const inviteType = stringParam(write.body, 'inviteType');
  const channel = link.send?.inviteType ?? (isInviteFormType(inviteType) ? inviteType : 'LINK');
  return { registrantId: write.userId, parentId: link.inviterId, channel, ...(link.send ? { sendId: link.send.sendId } : {}), at: write.at };
};

const fromFissionParent = (write: StoredWrite): ReferralRecord => ({
  registrantId: write.userId,
  parentId: stringParam(write.body, 'fissionParentBladeUserId'),
  channel: 'SHARE',
  at: write.at,
});

/** Every registration on the exhibition that came through someone, one referral each, oldest first. */
export function referralsOn(state: ContractState, exhibitionId: string): ReferralRecord[] {
  const onExhibition = (userId: string): boolean => state.userById(userId)?.exhibitionId === exhibitionId;
  const written = [
    ...state.registerLinks.filter((w) => w.userId !== '').flatMap((w) => fromRegisterLink(state, w) ?? []),
    ...state.fissionParents.filter((w) => w.userId !== '').map(fromFissionParent),
  ].sort((a, b) => a.at - b.at);
  const found = new Map<string, ReferralRecord>();
  for (const referral of [...state.reach.seededReferrals, ...written]) {
    if (referral.registrantId === referral.parentId || found.has(referral.registrantId)) continue;
    if (onExhibition(referral.registrantId) && onExhibition(referral.parentId)) found.set(referral.registrantId, referral);
  }
  return [...found.values()];
}
