// The addresses the reach screens hand out: this app's landing (its own origin and path, so a deployment
// under /m/ keeps working) with the query the domain builds — an invitation, a share card, a channel —
// and the hash route the entry flow starts from.
import { type LinkParams } from '@fairpass/domain';
import { invitationLinkQuery, shareLinkQuery, sourceLinkQuery, type InviteCard, type InviteFormType, type ReachLinkBase } from '@fairpass/domain/reach';
import type { AppLanguage } from '../../ui/app-language';

type Here = Pick<Location, 'origin' | 'pathname'>;

/** The visit's exhibition parameters, and the inviter's language for the invited person's page. */
export const linkBaseOf = (entry: LinkParams, language: AppLanguage): ReachLinkBase => ({
  exhibitionId: entry.exhibitionId ?? '',
  registerType: entry.registerType ?? 'visitor',
  tenantId: entry.tenantId ?? '',
  ...(language === 'en' ? { languageType: 'en' as const } : {}),
});

const landingOf = (query: string, hashPath: string, here: Here): string => `${here.origin}${here.pathname}?${query}#${hashPath}`;

export const invitationLinkOf = (base: ReachLinkBase, card: InviteCard, inviteType: InviteFormType, here: Here = location): string =>
  landingOf(invitationLinkQuery(base, card, inviteType), '/invite/home', here);

export const shareLinkOf = (base: ReachLinkBase, card: InviteCard, here: Here = location): string =>
  landingOf(shareLinkQuery(base, { userId: card.inviteUserId, name: card.inviteUserName }), '/invite/home', here);

export const sourceLinkOf = (base: ReachLinkBase, code: string, here: Here = location): string => landingOf(sourceLinkQuery(base, code), '/registration', here);
