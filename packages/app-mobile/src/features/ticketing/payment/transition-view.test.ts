import { describe, expect, it } from 'vitest';
import type { PaymentStatusReply } from '@fairpass/domain/ticketing';
import { transitionViewOf } from './transition-view';

const reply = (orderStatus: PaymentStatusReply['orderStatus'], paymentStatus: PaymentStatusReply['paymentStatus']): PaymentStatusReply => ({
  orderId: 'o1',
  orderStatus,
  paymentStatus,
  serverTime: 0,
});

describe('the payment result page', () => {
  it('checks until the server answers', () => {
    expect(transitionViewOf(undefined, 'ok', false).kind).toBe('checking');
  });

  it('believes the server over the sheet: paid is paid even after a "cancel"', () => {
    expect(transitionViewOf(reply('completed', 'received'), 'cancel', false).kind).toBe('paid');
  });

  it('says "payment cancelled" while the server still holds the order unpaid after the sheet was cancelled', () => {
    expect(transitionViewOf(reply('reserved', 'awaiting'), 'cancel', false)).toMatchObject({ kind: 'cancelled', title: 'pay.cancelled' });
  });

  it('says "processing" with a manual re-check once the schedule is spent, not before', () => {
    expect(transitionViewOf(reply('reserved', 'awaiting'), null, false).kind).toBe('checking');
    expect(transitionViewOf(reply('reserved', 'awaiting'), null, true).kind).toBe('pending');
  });

  it('says when the order failed, expired or was closed', () => {
    expect(transitionViewOf(reply('reserved', 'failed'), null, false).kind).toBe('failed');
    expect(transitionViewOf(reply('expired', 'awaiting'), null, false).kind).toBe('expired');
    expect(transitionViewOf(reply('cancelled', 'awaiting'), null, false).kind).toBe('closed');
  });

  it('says a free order was claimed, not paid', () => {
    expect(transitionViewOf(reply('completed', 'not_required'), null, false)).toMatchObject({ kind: 'paid', title: 'pay.claimed', body: 'pay.claimedBody' });
    expect(transitionViewOf(reply('completed', 'received'), null, false)).toMatchObject({ kind: 'paid', title: 'pay.paid' });
  });
});
