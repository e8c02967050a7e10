import { describe, expect, it } from 'vitest';
import { canGift, canReportLoss, canUpgrade, showsQr } from './ticket-actions';

describe('what the user may do with a ticket', () => {
  it.each([
    ['a valid ticket not used yet', 'issued', 'not_entered', { qr: true, upgrade: true, loss: true }],
    ['a valid ticket already used', 'issued', 'entered', { qr: true, upgrade: false, loss: true }],
    ['a gifted ticket not claimed yet', 'locked', 'not_entered', { qr: false, upgrade: false, loss: false }],
    ['a revoked ticket', 'revoked', 'not_entered', { qr: false, upgrade: false, loss: false }],
    ['a revoked ticket that had been used', 'revoked', 'entered', { qr: false, upgrade: false, loss: false }],
  ] as const)('for %s: shows the QR, upgrades, reports a loss as %j', (_, issueStatus, entryStatus, expected) => {
    const ticket = { issueStatus, entryStatus };
    expect({ qr: showsQr(ticket), upgrade: canUpgrade(ticket), loss: canReportLoss(ticket) }).toEqual(expected);
  });

  it.each([
    ['a valid ticket not used yet', 'issued', 'not_entered', true],
    ['a valid ticket already used', 'issued', 'entered', false],
    ['a ticket in an open gift or a refund', 'locked', 'not_entered', false],
    ['a revoked ticket', 'revoked', 'not_entered', false],
  ] as const)('gives %s: %s', (_, issueStatus, entryStatus, expected) => {
    expect(canGift({ issueStatus, entryStatus })).toBe(expected);
  });
});
