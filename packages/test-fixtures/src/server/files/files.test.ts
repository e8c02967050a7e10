// Keeping a file (issue 27): POST file/mail mails a fresh signed link to one of the server's own file
// addresses and keeps it in the outbox; a forged or run-out address is 4951, a bad e-mail 400, no login
// 401. A session's calendar file is RFC 5545 (CRLF lines folded at 75 octets, UTC times).
import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { sessionCalendar } from '../conference/calendar-file';
import { RC } from '../context';

const NOW = Date.UTC(2026, 4, 12, 2, 0, 0);
const { server, http, shop } = await ticketingTestServer({ now: () => NOW });
const C = SEED.conference;

const outbox = async (to = '') => (await fetch(`${http.baseUrl}/__contract/file/outbox?to=${encodeURIComponent(to)}`)).json() as Promise<{ kind: string; link: string; to: string }[]>;

async function materialUrl(): Promise<string> {
  const { body } = await shop.get(undefined, 'material/detail', { id: C.materialId });
  return (body as { data: { url: string } }).data.url;
}

describe('mailing a file', () => {
  it('mails a fresh signed link, valid a day, that serves the same PDF, and keeps the mail for the hook', async () => {
    const token = await shop.login(SEED.phones.approvedWithTicket);
    const url = await materialUrl();

    const { body } = await shop.post(token, 'file/mail', { url, email: 'me@example.com' });

    expect(body).toMatchObject({ code: 200, data: { email: 'me@example.com', fileName: `${C.materialId}.pdf`, sentAt: '2026-05-12 10:00:00', expireTime: '2026-05-13 10:00:00' } });
    const mails = await outbox('me@example.com');
    expect(mails).toMatchObject([{ kind: 'material', to: 'me@example.com' }]);
    const link = new URL(mails[0]?.link ?? '');
    expect([...link.searchParams.keys()].sort()).toEqual(['expires', 'sig']);
    expect(Number(link.searchParams.get('expires'))).toBe(NOW + 24 * 60 * 60 * 1000);
    expect((await fetch(link)).headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a forged or run-out address (4951), a bad e-mail (400) and no login (401), sending nothing', async () => {
    const token = await shop.login(SEED.phones.approvedWithTicket);
    const url = await materialUrl();
    const forged = url.replace(/sig=[0-9a-f]+/, `sig=${'a'.repeat(64)}`);

    expect((await shop.post(token, 'file/mail', { url: forged, email: 'me@example.com' })).body).toMatchObject({ code: 4951, success: false });
    expect((await shop.post(token, 'file/mail', { url: 'https://elsewhere.example.com/files/material/mat-01.pdf?expires=1&sig=0', email: 'me@example.com' })).body).toMatchObject({ code: 4951 });
    expect((await shop.post(token, 'file/mail', { url, email: 'not-an-address' })).body).toMatchObject({ code: 400, success: false });
    expect((await http.call('POST', `${RC}file/mail`, { body: { url, email: 'me@example.com' } })).status).toBe(401);
    server.advanceClock(11 * 60);
    expect((await shop.post(token, 'file/mail', { url, email: 'me@example.com' })).body).toMatchObject({ code: 4951 });
    expect(await outbox()).toEqual([]);
  });
});

describe('a session’s calendar file', () => {
  it('is CRLF text, its lines folded at 75 octets, times in UTC', () => {
    const session = server.state.conference.session(C.ongoingSessionId);
    if (!session) throw new Error('seed session missing');
    session.summary = '长'.repeat(60);

    const file = sessionCalendar(server.state.conference, `${C.ongoingSessionId}.cn`, NOW);

    const lines = file?.text.split('\r\n') ?? [];
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
    expect(file?.text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(sessionCalendar(server.state.conference, 'nope.cn', NOW)).toBeUndefined();
  });

  it('carries the hall and its address, and a reminder 15 minutes before, in the language asked', () => {
    const unfold = (text: string | undefined) => (text ?? '').replace(/\r\n /g, '');
    const cn = unfold(sessionCalendar(server.state.conference, `${C.openSessionId}.cn`, NOW)?.text);
    const en = unfold(sessionCalendar(server.state.conference, `${C.openSessionId}.en`, NOW)?.text);
    expect(cn).toMatch(/\r\nLOCATION:[^\r]+，上海市青浦区崧泽大道333号 国家会展中心[^\r]*\r\n/);
    expect(en).toMatch(/\r\nLOCATION:[^\r]+\\, [^\r]*National Exhibition and Convention Center\\, 333 Songze Avenue/);
    expect(cn).toMatch(/\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:[^\r]+\r\nTRIGGER:-PT15M\r\nEND:VALARM\r\nEND:VEVENT\r\n/);
  });
});
