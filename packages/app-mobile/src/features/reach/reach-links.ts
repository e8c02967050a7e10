// The addresses the reach screens hand out: this app's landing (its own origin and path, so a deployment
// under /m/ keeps working) with the query the domain builds — an invitation (ui/invitation-link.ts, shared
// with the exhibitor's buyer invitations), a share card, a channel — and the hash route the entry flow
// starts from.
import { shareLinkQuery, sourceLinkQuery, type InviteCard, type ReachLinkBase } from '@fairpass/domain/reach';
import { landingOf, type Here } from '../../ui/invitation-link';

export { invitationLinkOf, linkBaseOf } from '../../ui/invitation-link';

export const shareLinkOf = (base: ReachLinkBase, card: InviteCard, here: Here = location): string =>
  landingOf(shareLinkQuery(base, { userId: card.inviteUserId, name: card.inviteUserName }), '/invite/home', here);

export const sourceLinkOf = (base: ReachLinkBase, code: string, here: Here = location): string => landingOf(sourceLinkQuery(base, code), '/registration', here);
