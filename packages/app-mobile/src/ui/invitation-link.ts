// An invitation's address (the reach feature's invitations and the exhibitor's buyer invitations): this
// app's landing (its own origin and path, so a deployment under /m/ keeps working) with the query the
// domain builds from the inviter's card (which carries the company's `inviteDeptId` for an exhibitor),
// opening the invited person's page /invite/home.
import { type LinkParams } from '@fairpass/domain';
import { invitationLinkQuery, type InviteCard, type InviteFormType, type ReachLinkBase } from '@fairpass/domain/reach';
import type { AppLanguage } from './app-language';

export type Here = Pick<Location, 'origin' | 'pathname'>;

/** The visit's exhibition parameters, and the inviter's language for the invited person's page. */
export const linkBaseOf = (entry: LinkParams, language: AppLanguage): ReachLinkBase => ({
  exhibitionId: entry.exhibitionId ?? '',
  registerType: entry.registerType ?? 'visitor',
  tenantId: entry.tenantId ?? '',
  ...(language === 'en' ? { languageType: 'en' as const } : {}),
});

/** This app's page at `hashPath` with `query`. */
export const landingOf = (query: string, hashPath: string, here: Here): string => `${here.origin}${here.pathname}?${query}#${hashPath}`;

export const invitationLinkOf = (base: ReachLinkBase, card: InviteCard, inviteType: InviteFormType, here: Here = location): string =>
  landingOf(invitationLinkQuery(base, card, inviteType), '/invite/home', here);
