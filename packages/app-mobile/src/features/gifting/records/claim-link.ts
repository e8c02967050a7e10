// The address a gift's recipient opens: this app's landing with the exhibition's link parameters and the
// gift's giveCard source (the domain builds the query), so the entry flow lands on the claim page.
import { type LinkParams } from '@fairpass/domain';
import { giftClaimLinkQuery } from '@fairpass/domain/gifting';

export function claimLinkOf(giftId: string, entry: LinkParams, language: string, here: Pick<Location, 'origin' | 'pathname'> = location): string {
  const query = giftClaimLinkQuery(
    { exhibitionId: entry.exhibitionId ?? '', registerType: entry.registerType ?? 'visitor', tenantId: entry.tenantId ?? '', languageType: language === 'en' ? 'en' : undefined },
    giftId,
  );
  return `${here.origin}${here.pathname}?${query}#/ticket/receive/complimentaryTickets`;
}
