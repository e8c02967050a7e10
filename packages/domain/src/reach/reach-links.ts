// The addresses the reach screens hand out are the app's own entry links (docs/endpoints.md
// "Invitations, sources, sharing and reach"), each the exhibition's link parameters plus:
// - an invitation: `registrationSource=inviteCard` with the inviter's card (spec §3 `registerLinkId`,
//   `inviteType`, `inviteUserId`, `inviteUserName`, `inviteDeptId`, `sourceCode`) — the entry flow lands
//   it on /invite/home, and the invited person's registration is recorded against it;
// - a share card: the same landing with `fissionParentBladeUserId` (the sharer), recorded by
//   `saveFissionParentId`;
// - a traceability channel: `sourceCode` alone, on the plain registration link — the SDK sends it as
//   the Source-Code header, so the registration it leads to counts for the channel.
import type { LanguageType } from '../config/language';
import { buildQueryString } from '../entry/query-string';
import type { InviteCard, InviteFormType } from './reach.types';

/** The exhibition's link parameters every reach link carries over. */
export interface ReachLinkBase {
  readonly exhibitionId: string;
  readonly registerType: string;
  readonly tenantId: string;
  /** Omitted: the invited person's page opens in the default language. */
  readonly languageType?: LanguageType;
}

/** The registration source of invitation and share links (spec §2 entry sources). */
export const INVITE_LINK_SOURCE = 'inviteCard';

const baseOf = ({ exhibitionId, registerType, tenantId, languageType }: ReachLinkBase): Record<string, string> => ({
  exhibitionId,
  registerType,
  tenantId,
  ...(languageType === undefined ? {} : { languageType }),
});

const present = (name: string, value: string | undefined): Record<string, string> =>
  value === undefined || value.trim() === '' ? {} : { [name]: value.trim() };

/** The query of an invitation link of one way, URL-encoded, without the leading '?'. */
export const invitationLinkQuery = (base: ReachLinkBase, card: InviteCard, inviteType: InviteFormType): string =>
  buildQueryString({
    ...baseOf(base),
    registrationSource: INVITE_LINK_SOURCE,
    registerLinkId: card.registerLinkId,
    inviteType,
    inviteUserId: card.inviteUserId,
    inviteUserName: card.inviteUserName,
    ...present('inviteDeptId', card.inviteDeptId),
    ...present('sourceCode', card.sourceCode),
  });

/** The query of a user's share link: the invitation landing with the sharer as fission parent. */
export const shareLinkQuery = (base: ReachLinkBase, sharer: { readonly userId: string; readonly name: string }): string =>
  buildQueryString({
    ...baseOf(base),
    registrationSource: INVITE_LINK_SOURCE,
    fissionParentBladeUserId: sharer.userId,
    ...present('inviteUserName', sharer.name),
  });

/** The query of a traceability channel's registration link. */
export const sourceLinkQuery = (base: ReachLinkBase, code: string): string => buildQueryString({ ...baseOf(base), sourceCode: code });
