import { describe, expect, it } from 'vitest';
import { parseEntryLink } from '../entry/parse-entry-link';
import { giftClaimLinkQuery } from './claim-link';

const base = { exhibitionId: '1790000000000000001', registerType: 'visitor', tenantId: '000000' };

describe('the claim link of a gift', () => {
  it("carries the exhibition's link parameters, the giveCard source and the gift id", () => {
    expect(giftClaimLinkQuery(base, 'gift-1')).toBe(
      'exhibitionId=1790000000000000001&registerType=visitor&tenantId=000000&registrationSource=giveCard&ticketGiveRecordId=gift-1',
    );
  });

  it('keeps the language only when one is given', () => {
    expect(giftClaimLinkQuery({ ...base, languageType: 'en' }, 'gift-1')).toContain('&languageType=en&');
    expect(giftClaimLinkQuery(base, 'gift-1')).not.toContain('languageType');
  });

  it('encodes every value', () => {
    expect(giftClaimLinkQuery({ ...base, tenantId: 'a&b=c' }, 'g/1 2')).toContain('tenantId=a%26b%3Dc&');
    expect(giftClaimLinkQuery(base, 'g/1 2')).toMatch(/ticketGiveRecordId=g%2F1%202$/);
  });

  it("is read back by the entry flow as a gift's claim, landing on the recipient's page", () => {
    const context = parseEntryLink(`https://fair.example.com/m/?${giftClaimLinkQuery({ ...base, languageType: 'en' }, 'g/1 2')}`);
    expect(context).toMatchObject({
      exhibitionId: '1790000000000000001',
      registerType: 'visitor',
      tenantId: '000000',
      languageType: 'en',
      registrationSource: 'giveCard',
      ticketGiveRecordId: 'g/1 2',
      entryRoute: { kind: 'route', path: '/ticket/receive/complimentaryTickets' },
    });
  });
});
