// The waiting-list area over real HTTP against the contract server, answering as the real backend's
// Jackson setup does ("" / -1 / {} for what is absent): joining the sold-out summit's list, the seat a
// refund gives back offered to the first in line and ordered at the list price, the offer passing on
// when it runs out, the gala's reminder, and the refusals with their declared codes.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getTicketing } from '../../src/ticketing';
import { getWaitingList } from '../../src/waiting-list';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const W = SEED.waitlist;
const T = SEED.ticketing.types;

async function waitingListOf(phone: string) {
  const { client } = await loggedIn(ctx.server, ctx.link(), phone);
  return { waitingList: getWaitingList(client), ticketing: getTicketing(client) };
}

/** 退二's summit seat refunded and paid back; the server offers it on its next read. */
async function refundTheSeat(): Promise<void> {
  const { ticketing } = await waitingListOf(W.phones.refunder);
  const applied = await ticketing.applyRefund.execute({ orderId: W.summitOrderId, reason: 'plans_changed' });
  if (!applied.ok) throw new Error(`refund failed: ${applied.error.code}`);
  await fetch(`${ctx.server.url}/__contract/refund/settle`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderId: W.summitOrderId, outcome: 'refunded' }) });
  await ticketing.fetchTicketType.execute({ id: T.soldOut });
}

describe('the waiting list', () => {
  it('puts the user in line for a sold-out type with their quantity, reading what the backend leaves out as absent', async () => {
    const { waitingList } = await waitingListOf(W.phones.first);

    const joined = await waitingList.joinWaitingList.execute({ ticketTypeId: T.soldOut, quantity: 2 }, { idempotencyKey: 'join-1' });
    const again = await waitingList.joinWaitingList.execute({ ticketTypeId: T.soldOut, quantity: 2 }, { idempotencyKey: 'join-1' });
    const entries = await waitingList.listWaitingEntries.execute();

    expect(joined).toMatchObject({ ok: true, value: { ticketTypeId: T.soldOut, kind: 'seats', status: 'waiting', quantity: 2, position: 1, price: '298.00', remainingSeconds: 0, notifyPhone: '138****0170' } });
    expect(joined.ok && joined.value).not.toHaveProperty('offerExpireTime');
    expect(joined.ok && joined.value).not.toHaveProperty('orderId');
    expect(again.ok && joined.ok && again.value.entryId === joined.value.entryId).toBe(true);
    expect(entries).toMatchObject({ ok: true, value: [{ status: 'waiting', position: 1 }] });
  });

  it('offers the first in line the seat a refund gives back, ordered at the list price and waiting for payment', async () => {
    const first = await waitingListOf(W.phones.first);
    const joined = await first.waitingList.joinWaitingList.execute({ ticketTypeId: T.soldOut, quantity: 1 });
    await refundTheSeat();

    const entries = await first.waitingList.listWaitingEntries.execute();
    const order = await first.waitingList.acceptOffer.execute({ entryId: joined.ok ? joined.value.entryId : '' });
    const paying = await first.ticketing.fetchOrder.execute({ orderId: order.ok ? order.value.orderId : '' });

    expect(entries).toMatchObject({ ok: true, value: [{ status: 'offered', remainingSeconds: 24 * 3600, offerExpireTime: expect.stringMatching(/^\d{4}-/) }] });
    expect(entries.ok && entries.value[0]).not.toHaveProperty('position');
    expect(order).toMatchObject({ ok: true, value: { total: '298.00', currency: 'CNY', remainingSeconds: 15 * 60 } });
    expect(paying).toMatchObject({ ok: true, value: { orderStatus: 'reserved', paymentStatus: 'awaiting', total: '298.00' } });
  });

  it('passes the offer on when it runs out: the first can no longer order it (WAITING.OFFER_EXPIRED)', async () => {
    const first = await waitingListOf(W.phones.first);
    const joined = await first.waitingList.joinWaitingList.execute({ ticketTypeId: T.soldOut, quantity: 1 });
    const second = await waitingListOf(W.phones.second);
    await second.waitingList.joinWaitingList.execute({ ticketTypeId: T.soldOut, quantity: 1 });
    await refundTheSeat();
    ctx.server.advanceClock(24 * 3600 + 1);

    const late = await (await waitingListOf(W.phones.first)).waitingList.acceptOffer.execute({ entryId: joined.ok ? joined.value.entryId : '' });
    const next = await (await waitingListOf(W.phones.second)).waitingList.listWaitingEntries.execute();

    expect(late).toMatchObject({ ok: false, error: { code: 'WAITING.OFFER_EXPIRED' } });
    expect(next).toMatchObject({ ok: true, value: [{ status: 'offered' }] });
  });

  it('sets the gala’s reminder once, a reminder without a quantity, and refuses the declared cases', async () => {
    const { waitingList } = await waitingListOf(W.phones.third);

    const reminder = await waitingList.remindAtSaleStart.execute({ ticketTypeId: T.notOnSale });
    const twice = await waitingList.remindAtSaleStart.execute({ ticketTypeId: T.notOnSale });
    const onSale = await waitingList.remindAtSaleStart.execute({ ticketTypeId: T.vip });
    const seatsLeft = await waitingList.joinWaitingList.execute({ ticketTypeId: T.vip, quantity: 1 });
    const notYet = await waitingList.joinWaitingList.execute({ ticketTypeId: T.notOnSale, quantity: 1 });
    const tooMany = await waitingList.joinWaitingList.execute({ ticketTypeId: T.soldOut, quantity: 3 });
    const badQuantity = await waitingList.joinWaitingList.execute({ ticketTypeId: T.soldOut, quantity: 0 });
    const notMine = await waitingList.leaveWaitingList.execute({ entryId: '5907000000999999999' });

    expect(reminder).toMatchObject({ ok: true, value: { kind: 'reminder', status: 'waiting', ticketTypeId: T.notOnSale } });
    expect(reminder.ok && reminder.value).not.toHaveProperty('quantity');
    expect(twice).toMatchObject({ ok: false, error: { code: 'WAITING.ALREADY_JOINED', params: { entryId: reminder.ok ? reminder.value.entryId : '' } } });
    expect(onSale).toMatchObject({ ok: false, error: { code: 'WAITING.ALREADY_ON_SALE' } });
    expect(seatsLeft).toMatchObject({ ok: false, error: { code: 'WAITING.SEATS_AVAILABLE' } });
    expect(notYet).toMatchObject({ ok: false, error: { code: 'WAITING.NOT_ON_SALE_YET', params: { saleStartTime: expect.any(String) } } });
    expect(tooMany).toMatchObject({ ok: false, error: { code: 'ORDER.QUANTITY_OUT_OF_RANGE', params: { min: '1', max: '2' } } });
    expect(badQuantity).toMatchObject({ ok: false, error: { code: 'VALIDATION.NUMBER_INVALID' } });
    expect(notMine).toMatchObject({ ok: false, error: { code: 'WAITING.NOT_FOUND' } });
  });
});
