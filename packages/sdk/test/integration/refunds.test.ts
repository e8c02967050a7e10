// Whole-order refunds over real HTTP against the contract server, answering as the real backend's
// Jackson setup does: the preview (what comes back, or why not), the application with one key sent
// twice, the order's tickets locked while it is pending, and its settlement by the server's test hook
// (refunded or failed) or 60 seconds later on the server's clock; an issued invoice of a refunded
// order is reversed.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getInvoicing } from '../../src/invoicing';
import { getTicketing } from '../../src/ticketing';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const A = SEED.aftersales;
const P = SEED.phones;

async function ticketingOf(phone: string) {
  const { client } = await loggedIn(ctx.server, ctx.link(), phone);
  return { ticketing: getTicketing(client), invoicing: getInvoicing(client) };
}

/** The contract server's test hooks (not the backend's API). */
async function hook(path: string, body: object): Promise<Response> {
  return fetch(`${ctx.server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('previewing a refund', () => {
  it('shows what comes back for a paid order and the window\'s end, with no refusal', async () => {
    const { ticketing } = await ticketingOf(P.aftersalesBuyer);

    const preview = await ticketing.previewRefund.execute({ orderId: A.refundOrderId });

    expect(preview).toMatchObject({ ok: true, value: { orderId: A.refundOrderId, refundable: true, amount: '58.00', currency: 'CNY', deadline: expect.stringMatching(/^\d{4}-/), serverTime: expect.any(Number) } });
    // Jackson wrote the refusal of a refundable order as "": it is left out.
    expect(preview.ok && preview.value).not.toHaveProperty('refusal');
  });

  it.each([
    ['a ticket was used to enter', P.aftersalesRefusals, A.enteredOrderId, 'entered'],
    ['the refund window closed', P.aftersalesRefusals, A.windowClosedOrderId, 'window_closed'],
    ['the order was free', P.aftersalesRefusals, A.freeOrderId, 'free'],
    ['a ticket is in a gift', P.giftGiver, A.giftOrderId, 'gifted'],
  ])('says why not when %s, as a value', async (_case, phone, orderId, refusal) => {
    const { ticketing } = await ticketingOf(phone);

    const preview = await ticketing.previewRefund.execute({ orderId });

    expect(preview).toMatchObject({ ok: true, value: { orderId, refundable: false, refusal } });
  });
});

describe('applying for a refund', () => {
  it('makes one refund for the same Idempotency-Key sent twice, and locks the order\'s tickets while it is pending', async () => {
    const { ticketing } = await ticketingOf(P.aftersalesBuyer);
    const request = { orderId: A.refundOrderId, reason: 'other', reasonText: '行程有变' } as const;

    const first = await ticketing.applyRefund.execute(request, { idempotencyKey: 'refund-1' });
    const second = await ticketing.applyRefund.execute(request, { idempotencyKey: 'refund-1' });
    const ticket = await ticketing.fetchTicket.execute({ ticketId: A.refundTicketId });
    const preview = await ticketing.previewRefund.execute({ orderId: A.refundOrderId });
    const anotherKey = await ticketing.applyRefund.execute(request, { idempotencyKey: 'refund-2' });

    expect(first).toMatchObject({ ok: true, value: { orderId: A.refundOrderId, refundStatus: 'pending', orderStatus: 'completed', paymentStatus: 'received' } });
    expect(second).toEqual(first);
    expect(ticket).toMatchObject({ ok: true, value: { issueStatus: 'locked', lockedBy: 'refund' } });
    expect(ticket.ok && ticket.value).not.toHaveProperty('giftId');
    expect(preview).toMatchObject({ ok: true, value: { refundable: false, refusal: 'refund_pending' } });
    expect(anotherKey).toMatchObject({ ok: false, error: { code: 'REFUND.NOT_REFUNDABLE' } });
  });

  it('settles as refunded by the test hook: the tickets are revoked as refunded', async () => {
    const { ticketing } = await ticketingOf(P.aftersalesBuyer);
    await ticketing.applyRefund.execute({ orderId: A.refundOrderId, reason: 'plans_changed' });

    const settled = await hook('/__contract/refund/settle', { orderId: A.refundOrderId, outcome: 'refunded' });
    const order = await ticketing.fetchOrder.execute({ orderId: A.refundOrderId });
    const ticket = await ticketing.fetchTicket.execute({ ticketId: A.refundTicketId });

    expect(settled.status).toBe(200);
    expect(order).toMatchObject({ ok: true, value: { refundStatus: 'refunded' } });
    expect(ticket).toMatchObject({ ok: true, value: { issueStatus: 'revoked', revokedReason: 'refunded' } });
    expect(ticket.ok && ticket.value).not.toHaveProperty('lockedBy');
  });

  it('settles as failed by the test hook: the tickets are issued again', async () => {
    const { ticketing } = await ticketingOf(P.aftersalesBuyer);
    await ticketing.applyRefund.execute({ orderId: A.refundOrderId, reason: 'duplicate' });

    await hook('/__contract/refund/settle', { orderId: A.refundOrderId, outcome: 'failed' });
    const order = await ticketing.fetchOrder.execute({ orderId: A.refundOrderId });
    const ticket = await ticketing.fetchTicket.execute({ ticketId: A.refundTicketId });

    expect(order).toMatchObject({ ok: true, value: { refundStatus: 'failed' } });
    expect(ticket).toMatchObject({ ok: true, value: { issueStatus: 'issued' } });
    expect(ticket.ok && ticket.value).not.toHaveProperty('lockedBy');
  });

  it('settles a pending refund 60 seconds later on the server\'s clock', async () => {
    const { ticketing } = await ticketingOf(P.aftersalesBuyer);
    await ticketing.applyRefund.execute({ orderId: A.refundOrderId, reason: 'bought_by_mistake' });

    ctx.server.advanceClock(59);
    const before = await ticketing.fetchOrder.execute({ orderId: A.refundOrderId });
    ctx.server.advanceClock(2);
    const after = await ticketing.fetchOrder.execute({ orderId: A.refundOrderId });

    expect(before).toMatchObject({ ok: true, value: { refundStatus: 'pending' } });
    expect(after).toMatchObject({ ok: true, value: { refundStatus: 'refunded' } });
  });

  it('reverses an issued invoice of the order once it is refunded', async () => {
    const { ticketing, invoicing } = await ticketingOf(P.aftersalesBuyer);
    const applied = await invoicing.applyInvoice.execute({ orderId: A.invoiceOrderId, headerId: A.enterpriseHeaderId });
    const applicationId = applied.ok ? applied.value.applicationId : '';
    await hook('/__contract/invoice/settle', { applicationId, outcome: 'issued' });

    await ticketing.applyRefund.execute({ orderId: A.invoiceOrderId, reason: 'plans_changed' });
    await hook('/__contract/refund/settle', { orderId: A.invoiceOrderId, outcome: 'refunded' });
    const invoice = await invoicing.fetchInvoice.execute({ applicationId });

    expect(invoice).toMatchObject({ ok: true, value: { applicationId, status: 'reversed', invoiceNo: expect.stringMatching(/^\d{20}$/) } });
  });

  it.each([
    ['a ticket was used to enter', P.aftersalesRefusals, A.enteredOrderId, 'REFUND.TICKET_ENTERED'],
    ['a ticket is in a gift', P.giftGiver, A.giftOrderId, 'REFUND.TICKET_GIFTED'],
    ['the order was free', P.aftersalesRefusals, A.freeOrderId, 'REFUND.NOT_REFUNDABLE'],
  ])('refuses when %s as %s', async (_case, phone, orderId, code) => {
    const { ticketing } = await ticketingOf(phone);

    const refund = await ticketing.applyRefund.execute({ orderId, reason: 'plans_changed' });

    expect(refund).toMatchObject({ ok: false, error: { code } });
  });

  it('refuses after the window closed as REFUND.WINDOW_CLOSED, naming the deadline', async () => {
    const { ticketing } = await ticketingOf(P.aftersalesRefusals);

    const refund = await ticketing.applyRefund.execute({ orderId: A.windowClosedOrderId, reason: 'plans_changed' });

    expect(refund).toMatchObject({ ok: false, error: { code: 'REFUND.WINDOW_CLOSED', params: { deadline: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) } } });
  });

  it('answers someone else\'s order as not found, never refunding it', async () => {
    const { ticketing } = await ticketingOf(P.aftersalesRefusals);

    const refund = await ticketing.applyRefund.execute({ orderId: A.refundOrderId, reason: 'plans_changed' });

    expect(refund).toMatchObject({ ok: false, error: { status: 400 } });
    expect(!refund.ok && refund.error.code.startsWith('REFUND.')).toBe(false);
  });
});
