import { describe, expect, it } from 'vitest';
import { labelKeyFor } from '../commerce/status-label';
import { ORDER_STATUS, REFUND_STATUS, TICKET_STATUS } from '../commerce/status.table';
import { ENTRY_STATUSES, ISSUE_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES } from './status-axes';
import {
  orderLabelKey,
  orderLabelOf,
  refundLabelKey,
  refundLabelOf,
  ticketLabelKey,
  ticketLabelOf,
  type OrderAxes,
  type OrderLabel,
} from './status-labels';

const order = (orderStatus: OrderAxes['orderStatus'], paymentStatus: OrderAxes['paymentStatus'], refundStatus: OrderAxes['refundStatus'] = 'none'): OrderAxes => ({
  orderStatus,
  paymentStatus,
  refundStatus,
});

describe('the order label', () => {
  it.each<[string, OrderAxes, OrderLabel]>([
    ['an unpaid order', order('reserved', 'awaiting'), 'pending_payment'],
    ['an order whose last payment attempt failed', order('reserved', 'failed'), 'payment_failed'],
    ['a paid order', order('completed', 'received'), 'paid'],
    ['a payment received before the order is completed', order('reserved', 'received'), 'paid'],
    ['a free order, completed with nothing to pay', order('completed', 'not_required'), 'finished'],
    ['a cancelled order', order('cancelled', 'awaiting'), 'cancelled'],
    ['an order that ran out of time', order('expired', 'awaiting'), 'expired'],
    ['an expired order whose payment had failed', order('expired', 'failed'), 'expired'],
    ['a paid order being refunded', order('completed', 'received', 'pending'), 'refunding'],
    ['a cancelled order whose refund is under way', order('cancelled', 'received', 'pending'), 'refunding'],
    ['a refunded order', order('cancelled', 'received', 'refunded'), 'refunded'],
    ['a paid order whose refund failed', order('completed', 'received', 'failed'), 'paid'],
  ])('labels %s as %s', (_, axes, label) => {
    expect(orderLabelOf(axes)).toBe(label);
    expect(orderLabelKey(axes)).toBe(`status.order.${label}`);
  });

  it('gives every combination of the axes a label', () => {
    for (const orderStatus of ORDER_STATUSES)
      for (const paymentStatus of PAYMENT_STATUSES)
        for (const refundStatus of REFUND_STATUSES) expect(orderLabelKey({ orderStatus, paymentStatus, refundStatus })).toMatch(/^status\.order\.[a-z_]+$/);
  });

  it('uses the keys the commerce status table already has, adding only expired', () => {
    const known = Object.values(ORDER_STATUS).map((value) => labelKeyFor('order', value));
    const derived = new Set<string>();
    for (const orderStatus of ORDER_STATUSES)
      for (const paymentStatus of PAYMENT_STATUSES)
        for (const refundStatus of REFUND_STATUSES) derived.add(orderLabelKey({ orderStatus, paymentStatus, refundStatus }));
    expect([...derived].filter((key) => !known.includes(key))).toEqual(['status.order.expired']);
    expect(known.filter((key) => !derived.has(key))).toEqual([]);
  });
});

describe('the ticket label', () => {
  it.each([
    ['a valid ticket before entry opens', 'issued', 'not_entered', false, 'issued'],
    ['a valid ticket once entry has opened', 'issued', 'not_entered', true, 'not_entered'],
    ['a scanned ticket', 'issued', 'entered', false, 'entered'],
    ['a scanned ticket while entry is open', 'issued', 'entered', true, 'entered'],
    ['a gifted ticket not claimed yet', 'locked', 'not_entered', true, 'locked'],
    ['a ticket replaced after a lost badge', 'revoked', 'not_entered', true, 'revoked'],
    ['a used ticket that was revoked later', 'revoked', 'entered', true, 'revoked'],
  ] as const)('labels %s as %s', (_, issueStatus, entryStatus, entryOpen, label) => {
    expect(ticketLabelOf({ issueStatus, entryStatus }, { entryOpen })).toBe(label);
    expect(ticketLabelKey({ issueStatus, entryStatus }, { entryOpen })).toBe(`status.ticket.${label}`);
  });

  it.each([
    ['a ticket in an open gift, awaiting its claim', { issueStatus: 'locked', lockedBy: 'gift' }, 'locked'],
    ['a ticket locked while its order is refunded', { issueStatus: 'locked', lockedBy: 'refund' }, 'refunding'],
    ['a ticket someone claimed from the gift', { issueStatus: 'revoked', revokedReason: 'gifted' }, 'given_away'],
    ['a ticket of a refunded order', { issueStatus: 'revoked', revokedReason: 'refunded' }, 'revoked'],
    ['a ticket replaced by an upgrade', { issueStatus: 'revoked', revokedReason: 'upgraded' }, 'revoked'],
    ['a locked ticket the wire says nothing more of', { issueStatus: 'locked' }, 'locked'],
  ] as const)('labels %s as %s, whether entry has opened or not', (_, axes, label) => {
    const ticket = { entryStatus: 'not_entered', ...axes } as const;
    expect(ticketLabelOf(ticket, { entryOpen: true })).toBe(label);
    expect(ticketLabelKey(ticket)).toBe(`status.ticket.${label}`);
  });

  it('adds refunding and given_away once what locked or revoked a ticket is known', () => {
    const derived = new Set<string>();
    for (const issueStatus of ISSUE_STATUSES)
      for (const lockedBy of [undefined, 'gift', 'refund'] as const)
        for (const revokedReason of [undefined, 'lost', 'upgraded', 'refunded', 'gifted'] as const)
          derived.add(ticketLabelKey({ issueStatus, entryStatus: 'not_entered', lockedBy, revokedReason }));
    expect([...derived].sort()).toEqual(
      ['status.ticket.given_away', 'status.ticket.issued', 'status.ticket.locked', 'status.ticket.refunding', 'status.ticket.revoked'],
    );
  });

  it('reads a valid ticket as issued when it is not known whether entry has opened', () => {
    expect(ticketLabelKey({ issueStatus: 'issued', entryStatus: 'not_entered' })).toBe('status.ticket.issued');
  });

  it('uses the keys the commerce status table already has, adding only locked and revoked', () => {
    const known = Object.values(TICKET_STATUS).map((value) => labelKeyFor('ticket', value));
    const derived = new Set<string>();
    for (const issueStatus of ISSUE_STATUSES)
      for (const entryStatus of ENTRY_STATUSES)
        for (const entryOpen of [false, true]) derived.add(ticketLabelKey({ issueStatus, entryStatus }, { entryOpen }));
    expect([...derived].filter((key) => !known.includes(key)).sort()).toEqual(['status.ticket.locked', 'status.ticket.revoked']);
    expect(known.filter((key) => !derived.has(key))).toEqual([]);
  });
});

describe('the refund label', () => {
  it.each([
    ['none', undefined, undefined],
    ['pending', 'refunding', 'status.refund.refunding'],
    ['refunded', 'refunded', 'status.refund.refunded'],
    ['failed', 'failed', 'status.refund.failed'],
  ] as const)('labels the refund status %s as %s', (refundStatus, label, key) => {
    expect(refundLabelOf({ refundStatus })).toBe(label);
    expect(refundLabelKey({ refundStatus })).toBe(key);
  });

  it('shares the refunding and refunded keys with the commerce status table', () => {
    expect(refundLabelKey({ refundStatus: 'pending' })).toBe(labelKeyFor('refund', REFUND_STATUS.REFUNDING));
    expect(refundLabelKey({ refundStatus: 'refunded' })).toBe(labelKeyFor('refund', REFUND_STATUS.REFUNDED));
  });
});
