// The gifting area over real HTTP against the contract server, answering as the real backend's Jackson
// setup does ("" / -1 / {} for what is absent): a gift given, its link read before login, a ticket
// claimed by another logged-in user (a new ticket for them, the giver's one given away), and the
// refusals of gifts and claims.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getGifting } from '../../src/gifting';
import { getTicketing } from '../../src/ticketing';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const A = SEED.aftersales;
const P = SEED.phones;
const VIP = SEED.ticketing.types.vip;
const CLAIMANT = { holderName: '王领票', holderPhone: P.giftClaimant };

async function areasOf(phone: string) {
  const { client } = await loggedIn(ctx.server, ctx.link(), phone);
  return { gifting: getGifting(client), ticketing: getTicketing(client) };
}

/** A new gift of the giver's VIP tickets. */
async function newGift(quantity = 1, key?: string) {
  const giver = await areasOf(P.giftGiver);
  const gift = await giver.gifting.createGift.execute({ ticketTypeId: VIP, quantity }, key === undefined ? undefined : { idempotencyKey: key });
  if (!gift.ok) throw new Error(`gift failed: ${gift.error.code} ${gift.error.detail ?? ''}`);
  return { giver, gift: gift.value };
}

describe('giving tickets', () => {
  it('lists what the giver can give: the two issued VIP tickets, not the one in the open gift', async () => {
    const { gifting } = await areasOf(P.giftGiver);

    const giftable = await gifting.listGiftable.execute();

    expect(giftable).toMatchObject({ ok: true, value: [{ ticketTypeId: VIP, available: 2 }] });
  });

  it('lists the giver\'s gifts, the seeded pending one with no claims yet, and filters by status', async () => {
    const { gifting } = await areasOf(P.giftGiver);

    const all = await gifting.listGifts.execute({ current: 1, size: 10 });
    const claimed = await gifting.listGifts.execute({ status: 'claimed', current: 1, size: 10 });
    const seeded = await gifting.fetchGift.execute({ giftId: A.giftId });

    expect(all).toMatchObject({ ok: true, value: { records: [{ giftId: A.giftId, status: 'pending', quantity: 1, claimedCount: 0, claims: [] }], total: 1 } });
    expect(claimed).toMatchObject({ ok: true, value: { records: [], total: 0 } });
    expect(seeded).toMatchObject({ ok: true, value: { giftId: A.giftId, ticketTypeId: VIP, exhibitionId: SEED.exhibitions.demo, remainingSeconds: 72 * 3600 } });
  });

  it('locks the tickets of a new gift: they name the gift and can be neither given again nor reported lost', async () => {
    const { giver, gift } = await newGift(2);

    const wallet = await giver.ticketing.listTickets.execute({ scope: 'valid', current: 1, size: 10 });
    const giftable = await giver.gifting.listGiftable.execute();
    const locked = wallet.ok ? wallet.value.records.filter((ticket) => ticket.giftId === gift.giftId) : [];
    const lost = await giver.ticketing.reportLostTicket.execute({ ticketId: locked[0]?.ticketId ?? '' });

    expect(gift).toMatchObject({ status: 'pending', quantity: 2, claimedCount: 0, claims: [], giverName: expect.any(String) });
    expect(locked).toHaveLength(2);
    expect(locked.every((ticket) => ticket.issueStatus === 'locked' && ticket.lockedBy === 'gift')).toBe(true);
    // Jackson wrote no lock as "": a ticket outside a gift has none.
    const free = wallet.ok ? wallet.value.records.filter((ticket) => ticket.issueStatus === 'issued') : [];
    expect(free.every((ticket) => !('lockedBy' in ticket) && !('giftId' in ticket))).toBe(true);
    expect(giftable).toMatchObject({ ok: true, value: [] });
    expect(lost).toMatchObject({ ok: false, error: { code: 'TICKET.LOCKED' } });
  });

  it('makes one gift for the same Idempotency-Key sent twice', async () => {
    const { giver, gift } = await newGift(1, 'gift-reload-1');

    const again = await giver.gifting.createGift.execute({ ticketTypeId: VIP, quantity: 1 }, { idempotencyKey: 'gift-reload-1' });
    const pending = await giver.gifting.listGifts.execute({ status: 'pending', current: 1, size: 10 });

    expect(again).toMatchObject({ ok: true, value: { giftId: gift.giftId } });
    expect(pending.ok && pending.value.total).toBe(2);
  });

  it('refuses more than the giver can give as GIFT.NOTHING_TO_GIVE, saying how many can be given', async () => {
    const { gifting } = await areasOf(P.giftGiver);

    const gift = await gifting.createGift.execute({ ticketTypeId: VIP, quantity: 3 });

    expect(gift).toMatchObject({ ok: false, error: { code: 'GIFT.NOTHING_TO_GIVE', params: { available: '2' } } });
  });
});

describe('claiming a gift', () => {
  it('shows the claim link\'s gift before anyone logs in', async () => {
    const { client } = testClient(ctx.server);

    const info = await getGifting(client).fetchClaimInfo.execute({ giftId: A.giftId });

    expect(info).toMatchObject({ ok: true, value: { giftId: A.giftId, quantity: 1, left: 1, status: 'pending', giverName: expect.any(String), name: expect.any(String) } });
  });

  it('gives another logged-in user a new ticket of their own; the giver\'s one is given away and the gift claimed', async () => {
    const claimant = await areasOf(P.giftClaimant);

    const ticket = await claimant.gifting.claimGift.execute({ giftId: A.giftId, ...CLAIMANT, company: '示范贸易公司' }, { idempotencyKey: 'claim-1' });
    const again = await claimant.gifting.claimGift.execute({ giftId: A.giftId, ...CLAIMANT, company: '示范贸易公司' }, { idempotencyKey: 'claim-1' });
    const wallet = await claimant.ticketing.listTickets.execute({ scope: 'valid', current: 1, size: 10 });
    const giver = await areasOf(P.giftGiver);
    const gift = await giver.gifting.fetchGift.execute({ giftId: A.giftId });
    const old = await giver.ticketing.fetchTicket.execute({ ticketId: A.giftedTicketId });
    const info = await claimant.gifting.fetchClaimInfo.execute({ giftId: A.giftId });

    expect(ticket).toMatchObject({ ok: true, value: { ticketTypeId: VIP, holderName: CLAIMANT.holderName, issueStatus: 'issued', entryStatus: 'not_entered', code: expect.any(String) } });
    const ticketId = ticket.ok ? ticket.value.ticketId : '';
    expect(ticketId).not.toBe(A.giftedTicketId);
    expect(ticket.ok && ticket.value).not.toHaveProperty('lockedBy');
    expect(ticket.ok && ticket.value).not.toHaveProperty('holderEmail');
    expect(again).toMatchObject({ ok: true, value: { ticketId } });
    expect(wallet.ok && wallet.value.records.map((each) => each.ticketId)).toEqual([ticketId]);
    // The giver sees which of their tickets went (the claimant's new ticket is theirs alone), and a masked name.
    expect(gift).toMatchObject({ ok: true, value: { status: 'claimed', claimedCount: 1, claims: [{ ticketId: A.giftedTicketId, claimantName: expect.stringContaining('*') }], remainingSeconds: 0 } });
    expect(old).toMatchObject({ ok: true, value: { ticketId: A.giftedTicketId, issueStatus: 'revoked', revokedReason: 'gifted' } });
    expect(old.ok && old.value).not.toHaveProperty('lockedBy');
    expect(info).toMatchObject({ ok: true, value: { left: 0, status: 'claimed' } });
  });

  it('lets each user claim one ticket of a gift of two: the second claim of the same user is GIFT.ALREADY_CLAIMED', async () => {
    const { gift } = await newGift(2);
    const claimant = await areasOf(P.giftClaimant);

    const first = await claimant.gifting.claimGift.execute({ giftId: gift.giftId, ...CLAIMANT });
    const second = await claimant.gifting.claimGift.execute({ giftId: gift.giftId, ...CLAIMANT });
    const info = await claimant.gifting.fetchClaimInfo.execute({ giftId: gift.giftId });

    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: { code: 'GIFT.ALREADY_CLAIMED' } });
    expect(info).toMatchObject({ ok: true, value: { quantity: 2, left: 1, status: 'pending' } });
  });

  it('refuses the giver\'s own gift as GIFT.OWN_GIFT', async () => {
    const { gifting } = await areasOf(P.giftGiver);

    const claim = await gifting.claimGift.execute({ giftId: A.giftId, holderName: '周礼', holderPhone: P.giftGiver });

    expect(claim).toMatchObject({ ok: false, error: { code: 'GIFT.OWN_GIFT' } });
  });

  it('refuses a gift whose every ticket was claimed as GIFT.ALL_CLAIMED', async () => {
    const claimant = await areasOf(P.giftClaimant);
    await claimant.gifting.claimGift.execute({ giftId: A.giftId, ...CLAIMANT });
    const late = await areasOf(P.aftersalesBuyer);

    const claim = await late.gifting.claimGift.execute({ giftId: A.giftId, holderName: '李雷', holderPhone: P.aftersalesBuyer });

    expect(claim).toMatchObject({ ok: false, error: { code: 'GIFT.ALL_CLAIMED' } });
  });

  it('takes a cancelled gift\'s tickets back: a claim is GIFT.CANCELLED, a second cancel GIFT.NOTHING_TO_CANCEL', async () => {
    const giver = await areasOf(P.giftGiver);

    const cancelled = await giver.gifting.cancelGift.execute({ giftId: A.giftId });
    const again = await giver.gifting.cancelGift.execute({ giftId: A.giftId });
    const ticket = await giver.ticketing.fetchTicket.execute({ ticketId: A.giftedTicketId });
    const giftable = await giver.gifting.listGiftable.execute();
    const claim = await (await areasOf(P.giftClaimant)).gifting.claimGift.execute({ giftId: A.giftId, ...CLAIMANT });

    expect(cancelled).toMatchObject({ ok: true, value: { giftId: A.giftId, status: 'cancelled', claimedCount: 0 } });
    expect(again).toMatchObject({ ok: false, error: { code: 'GIFT.NOTHING_TO_CANCEL' } });
    expect(ticket).toMatchObject({ ok: true, value: { issueStatus: 'issued' } });
    expect(ticket.ok && ticket.value).not.toHaveProperty('giftId');
    expect(giftable).toMatchObject({ ok: true, value: [{ ticketTypeId: VIP, available: 3 }] });
    expect(claim).toMatchObject({ ok: false, error: { code: 'GIFT.CANCELLED' } });
  });

  it('lets a gift expire after 72 hours on the server\'s clock: a claim is GIFT.EXPIRED and the ticket is back', async () => {
    const claimant = await areasOf(P.giftClaimant);
    ctx.server.advanceClock(72 * 3600 + 1);

    const claim = await claimant.gifting.claimGift.execute({ giftId: A.giftId, ...CLAIMANT });
    const giver = await areasOf(P.giftGiver);
    const gift = await giver.gifting.fetchGift.execute({ giftId: A.giftId });
    const ticket = await giver.ticketing.fetchTicket.execute({ ticketId: A.giftedTicketId });

    expect(claim).toMatchObject({ ok: false, error: { code: 'GIFT.EXPIRED' } });
    expect(gift).toMatchObject({ ok: true, value: { status: 'expired', remainingSeconds: 0 } });
    expect(ticket).toMatchObject({ ok: true, value: { issueStatus: 'issued' } });
  });

  it('answers a gift that does not exist, or is someone else\'s, as GIFT.NOT_FOUND', async () => {
    const { gifting } = await areasOf(P.aftersalesBuyer);

    const info = await gifting.fetchClaimInfo.execute({ giftId: 'gift-nobody' });
    const other = await gifting.fetchGift.execute({ giftId: A.giftId });
    const cancel = await gifting.cancelGift.execute({ giftId: A.giftId });

    expect(info).toMatchObject({ ok: false, error: { code: 'GIFT.NOT_FOUND' } });
    expect(other).toMatchObject({ ok: false, error: { code: 'GIFT.NOT_FOUND' } });
    expect(cancel).toMatchObject({ ok: false, error: { code: 'GIFT.NOT_FOUND' } });
  });
});
