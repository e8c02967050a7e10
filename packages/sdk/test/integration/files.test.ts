// Keeping a file (issue 27) over real HTTP against the contract server: the group's entry codes as one
// PDF and a session as an .ics file, each at a signed address with no token in it that downloads over
// plain HTTP; "send to my e-mail" mails a fresh signed link the server records, refuses an address that
// is not one before sending, and a file link that has run out (FILE.LINK_EXPIRED).
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getConference } from '../../src/conference';
import { getFiles } from '../../src/files';
import { getGroups } from '../../src/groups';
import { getInformation } from '../../src/information';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const P = SEED.phones;
const G = SEED.groups;
const C = SEED.conference;

type Mail = { to: string; kind: string; fileName: string; link: string };
const outbox = async (to: string): Promise<Mail[]> => (await fetch(`${ctx.server.url}/__contract/file/outbox?to=${encodeURIComponent(to)}`)).json() as Promise<Mail[]>;

/** The address carries nothing but its expiry and signature: no token, no openid, no code. */
function expectNoCredential(address: string): void {
  const url = new URL(address);
  expect(url.origin).toBe(ctx.server.url);
  expect([...url.searchParams.keys()].sort()).toEqual(['expires', 'sig']);
}

describe('the group’s entry codes as a PDF', () => {
  it('are at a signed address without a token that downloads a PDF of 34 pages for the team of 200', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), P.groupLeaderForming);

    const pdf = await getGroups(client).fetchEntryCodesPdf.execute({ teamId: G.forming.allApprovedTeamId });

    expect(pdf).toMatchObject({ ok: true, value: { count: 200, fileName: expect.stringMatching(/^entry-codes-\d{4}-\d{2}-\d{2}\.pdf$/), expireTime: expect.any(String) } });
    const url = pdf.ok ? pdf.value.url : '';
    expectNoCredential(url);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const body = Buffer.from(await file.arrayBuffer()).toString('latin1');
    expect(body.startsWith('%PDF-1.4')).toBe(true);
    expect(body.match(/\/Type \/Page /g)).toHaveLength(34);
  });

  it('are refused to a member who is not the leader', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), P.groupMember);

    expect(await getGroups(client).fetchEntryCodesPdf.execute()).toMatchObject({ ok: false, error: { code: 'GROUP.NOT_LEADER' } });
  });
});

describe('a session as a calendar file', () => {
  it('is an .ics at a signed address without a token, in the caller’s language', async () => {
    const { client } = testClient(ctx.server);

    const file = await getConference(client).fetchCalendarFile.execute({ id: C.ongoingSessionId });

    expect(file).toMatchObject({ ok: true, value: { fileName: `session-${C.ongoingSessionId}.ics` } });
    const url = file.ok ? file.value.url : '';
    expectNoCredential(url);
    const ics = await fetch(url);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await ics.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain(`UID:fairpass-session-${C.ongoingSessionId}\r\n`);
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
  });

  it('refuses a session id of nothing before sending', async () => {
    const { client } = testClient(ctx.server);

    expect(await getConference(client).fetchCalendarFile.execute({ id: ' ' })).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED' } });
  });
});

describe('send to my e-mail', () => {
  it('mails a fresh signed link to the entry codes, which the server records and which downloads the PDF', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), P.groupLeaderForming);
    const pdf = await getGroups(client).fetchEntryCodesPdf.execute();
    const url = pdf.ok ? pdf.value.url : '';

    const sent = await getFiles(client).mailFile.execute({ url, email: '  leader@example.com ' }, { idempotencyKey: 'mail-entry-codes-1' });
    const again = await getFiles(client).mailFile.execute({ url, email: 'leader@example.com' }, { idempotencyKey: 'mail-entry-codes-1' });

    expect(sent).toMatchObject({ ok: true, value: { email: 'leader@example.com', fileName: expect.stringMatching(/\.pdf$/), sentAt: expect.any(String), expireTime: expect.any(String) } });
    expect(again).toEqual(sent);
    const mails = await outbox('leader@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'entry-codes' });
    const link = mails[0]?.link ?? '';
    expectNoCredential(link);
    expect(Number(new URL(link).searchParams.get('expires'))).toBeGreaterThan(Number(new URL(url).searchParams.get('expires')));
    const file = await fetch(link);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    // Read to its end: a body left unread can hold the server's response (1.2 MB) open, and the file's
    // afterAll then waits for it in server.close() until its hook time-out (seen under load).
    expect(Buffer.from(await file.arrayBuffer()).toString('latin1').startsWith('%PDF-1.4')).toBe(true);
  });

  it('mails a material and a session’s calendar file', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), P.approvedWithTicket);
    const material = await getInformation(client).fetchMaterial.execute({ id: C.materialId });
    const calendar = await getConference(client).fetchCalendarFile.execute({ id: C.ongoingSessionId });

    for (const url of [material.ok ? material.value.url : '', calendar.ok ? calendar.value.url : '']) {
      expect(await getFiles(client).mailFile.execute({ url, email: 'visitor@example.com' })).toMatchObject({ ok: true });
    }
    const mails = await outbox('visitor@example.com');
    expect(mails.map((mail) => mail.kind)).toEqual(['material', 'calendar']);
    const ics = await fetch(mails[1]?.link ?? '');
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it('refuses an address that is not one before sending', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), P.groupLeaderForming);

    const sent = await getFiles(client).mailFile.execute({ url: `${ctx.server.url}/files/material/mat-01.pdf`, email: 'not-an-address' });

    expect(sent).toMatchObject({ ok: false, error: { code: 'VALIDATION.EMAIL_INVALID' } });
  });

  it('refuses a file link that has run out, and one that is not the server’s', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), P.groupLeaderForming);
    const pdf = await getGroups(client).fetchEntryCodesPdf.execute();
    const url = pdf.ok ? pdf.value.url : '';
    const forged = url.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`);

    expect(await getFiles(client).mailFile.execute({ url: forged, email: 'leader@example.com' })).toMatchObject({ ok: false, error: { code: 'FILE.LINK_EXPIRED' } });
    ctx.server.advanceClock(11 * 60);
    expect(await getFiles(client).mailFile.execute({ url, email: 'leader@example.com' })).toMatchObject({ ok: false, error: { code: 'FILE.LINK_EXPIRED' } });
    expect(await outbox('leader@example.com')).toEqual([]);
  });
});
