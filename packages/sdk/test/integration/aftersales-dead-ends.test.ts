// Issue 28's dead ends of gifts and invoices over real HTTP (Jackson's "" / -1 / false for what is
// absent): the claim link names the claimant's own ticket once they claimed, an identical header is not
// saved twice (the saved one answers, an edit into a copy is INVOICE.HEADER_DUPLICATE), and the English
// invoice takes English only (VALIDATION.ENGLISH_ONLY before anything is sent, and from the server).
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getGifting } from '../../src/gifting';
import { getInvoicing } from '../../src/invoicing';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const A = SEED.aftersales;
const P = SEED.phones;
const COMPANY = { kind: 'enterprise', invoiceType: 'ordinary', title: A.companyTitle, taxNumber: A.creditCode, companyAddress: '', telephone: '', bankName: '', bankAccount: '', delivery: 'email', deliverTo: 'finance@example.com' } as const;
const ENGLISH = { orderId: A.invoiceOrderId, companyName: 'Example Imports Ltd.', address: '1 High Street, London', country: 'United Kingdom', contact: 'Alice Walker', email: 'ap@example.com' };

const invoicingOf = async (phone: string) => getInvoicing((await loggedIn(ctx.server, ctx.link(), phone)).client);

describe('a claimed gift’s link', () => {
  it('names the ticket its claimant took, to them only, and reads no claim for anyone else', async () => {
    const claimant = getGifting((await loggedIn(ctx.server, ctx.link(), P.giftClaimant)).client);
    const claimed = await claimant.claimGift.execute({ giftId: A.giftId, holderName: '王领票', holderPhone: P.giftClaimant });
    const twice = await claimant.claimGift.execute({ giftId: A.giftId, holderName: '王领票', holderPhone: P.giftClaimant });

    const theirs = await claimant.fetchClaimInfo.execute({ giftId: A.giftId });
    const anyone = await getGifting(testClient(ctx.server).client).fetchClaimInfo.execute({ giftId: A.giftId });

    const ticketId = claimed.ok ? claimed.value.ticketId : 'none';
    expect(twice).toMatchObject({ ok: false, error: { code: 'GIFT.ALREADY_CLAIMED', params: { ticketId } } });
    expect(theirs).toMatchObject({ ok: true, value: { status: 'claimed', claimedTicketId: ticketId } });
    expect(anyone.ok && anyone.value).not.toHaveProperty('claimedTicketId');
  });
});

describe('identical invoice headers', () => {
  it('answer with the saved header, flagged, instead of a second one; a new one is not flagged', async () => {
    const invoicing = await invoicingOf(P.aftersalesBuyer);

    const again = await invoicing.saveHeader.execute({ ...COMPANY, title: ` ${A.companyTitle}` });
    const other = await invoicing.saveHeader.execute({ ...COMPANY, deliverTo: 'boss@example.com' });
    const headers = await invoicing.listHeaders.execute();

    expect(again).toMatchObject({ ok: true, value: { id: A.enterpriseHeaderId, alreadySaved: true } });
    expect(other).toMatchObject({ ok: true, value: { alreadySaved: false } });
    expect(headers.ok && headers.value.length).toBe(3);
  });

  it('refuse an edit that would copy another header, naming it', async () => {
    const invoicing = await invoicingOf(P.aftersalesBuyer);

    const copied = await invoicing.saveHeader.execute({ ...COMPANY, id: A.personalHeaderId });

    expect(copied).toMatchObject({ ok: false, error: { code: 'INVOICE.HEADER_DUPLICATE', params: { id: A.enterpriseHeaderId, title: A.companyTitle } } });
  });
});

describe('the English invoice', () => {
  it('refuses Chinese before sending, naming the field, and the server refuses it too', async () => {
    const invoicing = await invoicingOf(P.aftersalesBuyer);

    const local = await invoicing.applyEnglishInvoice.execute({ ...ENGLISH, address: '伦敦高街 1 号' });
    const server = ctx.server.state.ticketing.invoices.every().length;
    const accepted = await invoicing.applyEnglishInvoice.execute({ ...ENGLISH, contact: 'José Núñez' });

    expect(local).toMatchObject({ ok: false, error: { code: 'VALIDATION.ENGLISH_ONLY', field: 'address' } });
    expect(server).toBe(0);
    expect(accepted).toMatchObject({ ok: true, value: { language: 'en', english: { contact: 'José Núñez' } } });
  });
});
