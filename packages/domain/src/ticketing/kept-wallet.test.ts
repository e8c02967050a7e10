import { describe, expect, it } from 'vitest';
import {
  KEPT_AFTER_VALIDITY_MS,
  KEPT_TICKETS_MAX,
  KEPT_WITHOUT_VALIDITY_MS,
  keptCopyOf,
  keptWalletUntil,
  showsQrAt,
  ticketsToKeep,
  validityEnded,
  type ValidityFacts,
} from './kept-wallet';
import type { Ticket } from './ticket.types';
import { parseWireTime } from './wire-time';

const WALLET_TICKET: Ticket = {
  ticketId: 't-1',
  orderId: 'o-1',
  ticketTypeId: 'tt-trade',
  name: '专业观众通票',
  nameEn: 'Trade visitor pass',
  holderName: '严升级',
  holderPhone: '13800000112',
  holderEmail: 'buyer112@example.com',
  issueStatus: 'issued',
  entryStatus: 'not_entered',
  code: '',
  rotation: { secret: 'c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0cw==', stepSeconds: 30 },
  serverTime: 1_777_600_800_000,
  issueTime: '2026-05-01 10:01:00',
};
const LAST_DAY_CLOSES = '2026-07-03 17:00:00';
/** A ticket whose type admits until `endTime` (its event; the rest of the event does not matter here). */
const until = (endTime: string) => ({ event: { endTime } });
// Only the event's end matters to these rules; the rest of it is the ticket screens'.
const KEPT = { ...WALLET_TICKET, ...until(LAST_DAY_CLOSES) } as unknown as Ticket;
const END = parseWireTime(LAST_DAY_CLOSES)!;

describe('what the phone keeps of a ticket', () => {
  it('keeps the rotation, the holder’s name and masked mobile; no e-mail and no static code beside a rotation', () => {
    const kept = keptCopyOf({ ...KEPT, code: 'FP1.t-1.0123456789abcdef' });
    expect(kept).toMatchObject({ ticketId: 't-1', holderName: '严升级', holderPhone: '138****0112', code: '', rotation: WALLET_TICKET.rotation, event: { endTime: LAST_DAY_CLOSES } });
    expect(kept).not.toHaveProperty('holderEmail');
    expect(JSON.stringify(kept)).not.toContain('13800000112');
  });

  it('keeps the static code of a ticket whose exhibition does not rotate codes: it is that ticket’s code', () => {
    const { rotation: _none, ...plain } = WALLET_TICKET;
    expect(keptCopyOf({ ...plain, code: 'FP1.t-1.0123456789abcdef' }).code).toBe('FP1.t-1.0123456789abcdef');
  });

  it('keeps the valid tickets of a wallet answer (a locked one too, to say why it has no QR), never a revoked or used one, at most 50', () => {
    const tickets: Ticket[] = [
      KEPT,
      { ...WALLET_TICKET, ticketId: 't-2', issueStatus: 'locked', lockedBy: 'gift' },
      { ...WALLET_TICKET, ticketId: 't-3', issueStatus: 'revoked', revokedReason: 'lost' },
      { ...WALLET_TICKET, ticketId: 't-4', entryStatus: 'entered' },
    ];
    expect(ticketsToKeep(tickets).map((ticket) => ticket.ticketId)).toEqual(['t-1', 't-2']);
    const many = Array.from({ length: 60 }, (_, index) => ({ ...WALLET_TICKET, ticketId: `t-${index}` }));
    expect(ticketsToKeep(many)).toHaveLength(KEPT_TICKETS_MAX);
  });
});

describe('a kept ticket’s validity', () => {
  it.each([
    ['a minute before its end', END - 60_000, false, true],
    ['at its end', END, true, false],
    ['a day after', END + 86_400_000, true, false],
  ])('%s: ended %s, shows its QR %s', (_, now, ended, qr) => {
    expect(validityEnded(KEPT, now)).toBe(ended);
    expect(showsQrAt(KEPT, now)).toBe(qr);
  });

  it('never ends for a ticket the backend sent no readable end for (no event, Jackson’s "")', () => {
    for (const endTime of [undefined, '', '2026-02-30 18:00:00']) {
      const ticket: Pick<Ticket, 'issueStatus'> & ValidityFacts = { issueStatus: 'issued', ...(endTime === undefined ? {} : until(endTime)) };
      expect(validityEnded(ticket, END * 2)).toBe(false);
      expect(showsQrAt(ticket, END * 2)).toBe(true);
    }
  });

  it('shows no QR for a locked or revoked ticket, whatever its validity', () => {
    expect(showsQrAt({ ...KEPT, issueStatus: 'locked' }, END - 60_000)).toBe(false);
    expect(showsQrAt({ ...KEPT, issueStatus: 'revoked' }, END - 60_000)).toBe(false);
  });
});

describe('how long the phone keeps the wallet', () => {
  const keptAt = END - 10 * 86_400_000;

  it('until a day after the last ticket’s validity ends', () => {
    expect(keptWalletUntil([until('2026-07-01 17:00:00'), KEPT], keptAt)).toBe(END + KEPT_AFTER_VALIDITY_MS);
  });

  it('a week from keeping (and a day) for a ticket without a validity end', () => {
    expect(keptWalletUntil([{}], keptAt)).toBe(keptAt + KEPT_WITHOUT_VALIDITY_MS + KEPT_AFTER_VALIDITY_MS);
    expect(keptWalletUntil([until(''), KEPT], keptAt)).toBe(END + KEPT_AFTER_VALIDITY_MS);
  });

  it('not at all when there is no ticket to keep', () => {
    expect(keptWalletUntil([], keptAt)).toBeUndefined();
  });
});
