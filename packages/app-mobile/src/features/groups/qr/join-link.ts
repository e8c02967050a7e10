// The address a member scans to join the group: this app's landing with the exhibition's link
// parameters and the group as `visitingGroupId` (the domain builds the query), in the page's language.
import { type LinkParams } from '@fairpass/domain';
import { groupJoinLinkQuery } from '@fairpass/domain/groups';

export function joinLinkOf(groupId: string, entry: LinkParams, language: string, here: Pick<Location, 'origin' | 'pathname'> = location): string {
  const query = groupJoinLinkQuery({ exhibitionId: entry.exhibitionId ?? '', tenantId: entry.tenantId ?? '', languageType: language === 'en' ? 'en' : undefined }, groupId);
  return `${here.origin}${here.pathname}?${query}#/registration`;
}
