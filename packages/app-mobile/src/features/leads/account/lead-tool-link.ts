// The address a colleague opens to collect leads: this app's login with the exhibition's link parameters
// and the trade-fair register type (the domain builds the query), in the page's language; after the
// login the after-login rule sends them to the lead tool.
import { type LinkParams } from '@fairpass/domain';
import { leadToolLinkQuery } from '@fairpass/domain/leads';

export function leadToolLinkOf(entry: LinkParams, language: string, here: Pick<Location, 'origin' | 'pathname'> = location): string {
  const query = leadToolLinkQuery({ exhibitionId: entry.exhibitionId ?? '', tenantId: entry.tenantId ?? '', languageType: language === 'en' ? 'en' : undefined });
  return `${here.origin}${here.pathname}?${query}#/registration`;
}
