import { describe, expect, it } from 'vitest';
import { isInvoiceable } from './invoiceable';
import { labelKeyFor, statusOf, UNKNOWN_STATUS_LABEL_KEY } from './status-label';
import { STATUS_TABLES, type StatusKind } from './status.table';

describe('labelKeyFor', () => {
  it.each<[StatusKind, unknown, string]>([
    ['order', 0, 'status.order.pending_payment'],
    ['order', 1, 'status.order.paid'],
    ['order', '2', 'status.order.cancelled'],
    ['order', 3, 'status.order.payment_failed'],
    ['order', 4, 'status.order.refunding'],
    ['order', 5, 'status.order.refunded'],
    ['order', ' 6 ', 'status.order.finished'],
    ['ticket', 0, 'status.ticket.not_entered'],
    ['ticket', 1, 'status.ticket.entered'],
    ['ticket', 2, 'status.ticket.issued'],
    ['refund', 0, 'status.refund.refunding'],
    ['refund', 1, 'status.refund.refunded'],
    ['refund', 2, 'status.refund.rejected'],
    ['invoice', 0, 'status.invoice.pending'],
    ['invoice', 1, 'status.invoice.issued'],
    ['invoice', 2, 'status.invoice.rejected'],
    ['review', 'pending', 'status.review.pending'],
    ['review', '', 'status.review.pending'],
    ['review', 'approve', 'status.review.approved'],
    ['review', 'reject', 'status.review.not_approved'],
    ['group', 0, 'status.group.not_formed'],
    ['group', 1, 'status.group.formed'],
    ['signIn', 0, 'status.sign_in.not_started'],
    ['signIn', 1, 'status.sign_in.signed'],
    ['signIn', 2, 'status.sign_in.ended'],
    ['conferenceRegistration', 0, 'status.conference_registration.in_review'],
    ['conferenceRegistration', 1, 'status.conference_registration.success'],
    ['conferenceRegistration', 2, 'status.conference_registration.failed'],
    ['conferencePhase', 0, 'status.conference_phase.upcoming'],
    ['conferencePhase', 1, 'status.conference_phase.ongoing'],
    ['conferencePhase', 2, 'status.conference_phase.ended'],
  ])('labels %s status %j as %s', (kind, value, key) => {
    expect(labelKeyFor(kind, value)).toBe(key);
  });

  it('has a row above for every status of every kind', () => {
    const count = Object.values(STATUS_TABLES).reduce((sum, table) => sum + Object.keys(table).length, 0);
    expect(count).toBe(30); // 31 rows above: the 30 statuses plus the review alias ''
  });

  it.each<[StatusKind, unknown]>([
    ['order', 99],
    ['order', '1.0'],
    ['order', 'paid'],
    ['order', ''],
    ['order', null],
    ['order', undefined],
    ['order', true],
    ['review', 'APPROVE'],
    ['review', 1],
    ['group', -1],
    ['review', 'toString'],
  ])('labels the unknown %s value %j with the unknown key', (kind, value) => {
    expect(labelKeyFor(kind, value)).toBe(UNKNOWN_STATUS_LABEL_KEY);
  });

  it('names the status behind a wire value', () => {
    expect(statusOf('order', '1')).toBe('PAID');
    expect(statusOf('review', '')).toBe('PENDING');
    expect(statusOf('ticket', 7)).toBeUndefined();
  });
});

describe('isInvoiceable', () => {
  it.each([
    ['a paid RMB order', { amount: 88, currency: 'RMB', status: 1 }, true],
    ['a finished CNY order with a text amount', { amount: '88.00', currency: 'cny', status: '6' }, true],
    ['an RMB order whose status is not given', { amount: 0.01, currency: ' RMB ' }, true],
    ['a free order', { amount: 0, currency: 'RMB', status: 1 }, false],
    ['a negative amount', { amount: '-1', currency: 'RMB' }, false],
    ['an amount that is not a number', { amount: 'free', currency: 'RMB' }, false],
    ['a missing amount', { amount: null, currency: 'RMB' }, false],
    ['a US dollar order', { amount: 88, currency: 'USD', status: 1 }, false],
    ['an order without currency', { amount: 88, currency: undefined }, false],
    ['an order awaiting payment', { amount: 88, currency: 'RMB', status: 0 }, false],
    ['a refunded order', { amount: 88, currency: 'RMB', status: 5 }, false],
    ['an order of unknown status', { amount: 88, currency: 'RMB', status: 42 }, false],
  ])('%s → %s', (_, order, expected) => {
    expect(isInvoiceable(order)).toBe(expected);
  });
});
