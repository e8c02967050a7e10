import type { Ticket } from '@fairpass/domain/ticketing';
import { createFairpassClient } from '@fairpass/sdk';
import { describe, expect, it } from 'vitest';
import { keepTicket, keptTicket } from './ticket-cache';

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

const stored = () => Array.from({ length: localStorage.length }, (_, index) => localStorage.getItem(localStorage.key(index) ?? '') ?? '').join('\n');

describe('the wallet’s offline copy of a ticket', () => {
  it('keeps what the offline screen shows: the rotation, the holder’s name and masked mobile, no e-mail and no static code', () => {
    keepTicket('u-a', { ...WALLET_TICKET, code: 'FP1.t-1.0123456789abcdef' });
    const kept = keptTicket('u-a', 't-1');
    expect(kept).toMatchObject({ ticketId: 't-1', holderName: '严升级', holderPhone: '138****0112', code: '', rotation: WALLET_TICKET.rotation });
    expect(kept).not.toHaveProperty('holderEmail');
    expect(stored()).not.toContain('13800000112');
    expect(stored()).not.toContain('FP1.');
    expect(keptTicket('u-b', 't-1')).toBeUndefined();
  });

  it('keeps the static code of a ticket whose exhibition does not rotate codes: it is that ticket’s code', () => {
    const { rotation: _none, ...plain } = WALLET_TICKET;
    keepTicket('u-a', { ...plain, code: 'FP1.t-1.0123456789abcdef' });
    expect(keptTicket('u-a', 't-1')?.code).toBe('FP1.t-1.0123456789abcdef');
  });

  it('is forgotten when the account logs out, with the rotation secret and the holder', async () => {
    const client = createFairpassClient({ baseURL: 'http://127.0.0.1:9', clientId: 'c', clientSecret: 's', storage: 'web', transport: 'fetch' });
    keepTicket('u-a', WALLET_TICKET);
    await client.logout.execute();
    expect(keptTicket('u-a', 't-1')).toBeUndefined();
    expect(stored()).not.toContain(WALLET_TICKET.rotation!.secret);
    expect(stored()).not.toContain('严升级');
  });
});
