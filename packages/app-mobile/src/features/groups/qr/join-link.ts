// The address a member scans to join the group: this app with the exhibition's link parameters and the
// group as `visitingGroupId` (the domain builds the query), in the page's language, opening on the page
// that names the group and its leader (/groupManagement/join, issue 29).
import { type LinkParams } from '@fairpass/domain';
import { groupJoinLinkQuery } from '@fairpass/domain/groups';

export function joinLinkOf(groupId: string, entry: LinkParams, language: string, here: Pick<Location, 'origin' | 'pathname'> = location): string {
  const query = groupJoinLinkQuery({ exhibitionId: entry.exhibitionId ?? '', tenantId: entry.tenantId ?? '', languageType: language === 'en' ? 'en' : undefined }, groupId);
  return `${here.origin}${here.pathname}?${query}#/groupManagement/join`;
}
