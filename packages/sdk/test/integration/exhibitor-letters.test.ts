// The exhibitor's letters over real HTTP against the contract server, answering as the real backend's
// Jackson setup does (no picture, reason, PDF or check-in time written "", read as absent): the
// organiser's templates previewed with the company's facts, an unknown placeholder refused before
// sending and by the server, a template published once for a key sent twice, the picture rule before
// sending; visa letters in three states, a passport expiring too soon refused with the date it must reach,
// a request sent, issued by the organiser's hook and its PDF read; the check-in notice before and after the
// desk scans.
import { fillSharePlaceholders, sharePlaceholderValues } from '@fairpass/domain';
import { checkinPhase, minPassportExpiry } from '@fairpass/domain/exhibitor-letters';
import { describe, expect, it } from 'vitest';
import { getExhibitorLetters } from '../../src/exhibitor-letters';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const ADMIN = '13800000005';
const ANNA = '13800000211';

async function lettersOf(phone: string) {
  const { client } = await loggedIn(ctx.server, ctx.link({ registerType: 'exhibitorDept' }, '/user-center'), phone);
  return getExhibitorLetters(client);
}

const hook = (path: string, body: unknown) => fetch(`${ctx.server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('invitation templates', () => {
  it("previews the organiser's templates with the company's facts", async () => {
    const list = await (await lettersOf(ANNA)).fetchInvitationTemplates.execute({ scope: 'organiser' });
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    expect(list.value.templates).toHaveLength(3);
    expect(list.value.templates[0]?.pictureUrl).toBe('');
    const values = sharePlaceholderValues({ exhibitor: list.value.company });
    expect(fillSharePlaceholders(list.value.templates[0]!.titleEn, values)).toBe('Präzision Maschinenbau GmbH invites you to our booth');
    expect(fillSharePlaceholders(list.value.templates[0]!.bodyEn, values)).toContain('hall D1, booth D1-101');
  });

  it('refuses an unknown placeholder before sending, then saves and publishes once for a key sent twice', async () => {
    const letters = await lettersOf(ANNA);
    const text = { titleZh: '%%fullName%% 邀请您', titleEn: '%%fullEnName%% invites you', bodyZh: '展位 %%boothNos%%', bodyEn: 'See you at %%stand%%', publish: true };
    const refused = await letters.saveInvitationTemplate.execute(text);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'TEMPLATE.PLACEHOLDER_UNKNOWN', field: 'bodyEn', params: { name: 'stand' } });
    const good = { ...text, bodyEn: 'See you at %%boothNos%%' };
    const first = await letters.saveInvitationTemplate.execute(good, { idempotencyKey: 'tpl-once' });
    const again = await letters.saveInvitationTemplate.execute(good, { idempotencyKey: 'tpl-once' });
    expect(first).toMatchObject({ ok: true, value: { scope: 'mine', state: 'published', isDefault: true } });
    expect(again.ok && first.ok && again.value.id).toBe(first.ok && first.value.id);
    const mine = await letters.fetchInvitationTemplates.execute({ scope: 'mine' });
    expect(mine.ok && mine.value.templates).toHaveLength(1);
  });

  it('refuses a picture over 400 px or 200 KB before sending', async () => {
    const letters = await lettersOf(ANNA);
    const small = new Blob([new Uint8Array(1000)], { type: 'image/png' });
    expect(await letters.uploadTemplatePicture.execute({ file: small, name: 'p.png', width: 500, height: 300 })).toMatchObject({ ok: false, error: { code: 'VALIDATION.IMAGE_DIMENSIONS', field: 'file' } });
    const big = new Blob([new Uint8Array(201 * 1024)], { type: 'image/png' });
    expect(await letters.uploadTemplatePicture.execute({ file: big, name: 'p.png', width: 300, height: 300 })).toMatchObject({ ok: false, error: { code: 'VALIDATION.FILE_TOO_LARGE' } });
  });
});

describe('visa letters', () => {
  it('lists three states, the refused one with its reason, the issued one with its PDF', async () => {
    const list = await (await lettersOf(ADMIN)).fetchVisaLetters.execute();
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    expect(list.value.letters.map((l) => l.state)).toEqual(['issued', 'reviewing', 'rejected']);
    expect(list.value.letters[1]?.pdfUrl).toBe('');
    expect(list.value.letters[1]).toMatchObject({ verifyUrl: '', decidedAt: '' });
    expect(list.value.letters[1]?.reviewedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(list.value.letters[0]?.verifyUrl).toMatch(/\/verify\/letter\/VL-\d{4}-\d{6}\?c=[0-9a-f]{16}$/);
    expect(list.value.letters[1]?.rejectReason).toBe('');
    expect(list.value.letters[2]?.rejectReason).not.toBe('');
    expect((await fetch(list.value.letters[0]!.pdfUrl)).headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a passport expiring too soon before sending, sends a good request, issued by the hook', async () => {
    const letters = await lettersOf(ANNA);
    const show = await letters.fetchVisaLetters.execute();
    if (!show.ok) throw new Error('no letters');
    const { firstDay, lastDay } = show.value;
    const request = { passportName: 'schmidt lena', passportNo: 'c7h2k9p4x', nationality: 'DE', gender: 'female', birthDate: '1991-07-14', passportExpiry: lastDay, arrival: firstDay, departure: lastDay, jobTitle: 'Engineer', consulateCity: 'Munich' };
    const refused = await letters.applyVisaLetter.execute(request);
    expect(refused).toMatchObject({ ok: false, error: { code: 'VISA.PASSPORT_VALIDITY', field: 'passportExpiry', params: { minExpiry: minPassportExpiry(lastDay) } } });
    expect(await letters.applyVisaLetter.execute({ ...request, passportExpiry: '2040-01-01', arrival: '2000-01-01' })).toMatchObject({ ok: false, error: { code: 'VISA.DATES_OUTSIDE', params: { firstDay, lastDay } } });
    // The nationality is a code of the content area's country dictionary; the server refuses any other as the field.
    expect(await letters.applyVisaLetter.execute({ ...request, passportExpiry: '2040-01-01', nationality: 'XX' })).toMatchObject({ ok: false, error: { field: 'nationality' } });
    const sent = await letters.applyVisaLetter.execute({ ...request, passportExpiry: '2040-01-01' });
    expect(sent).toMatchObject({ ok: true, value: { passportName: 'SCHMIDT LENA', passportNo: 'C7H2K9P4X', state: 'submitted', pdfUrl: '' } });
    if (!sent.ok) return;
    expect((await hook('/__contract/visa/review', { visaId: sent.value.id, outcome: 'issued' })).status).toBe(200);
    const after = await letters.fetchVisaLetters.execute();
    const issued = after.ok ? after.value.letters.find((l) => l.id === sent.value.id) : undefined;
    expect(issued?.state).toBe('issued');
    expect(issued?.decidedAt).not.toBe('');
    expect(await (await fetch(issued!.pdfUrl)).text()).toContain('SCHMIDT LENA');
    expect(await (await fetch(issued!.verifyUrl)).text()).toContain('SCHMIDT LENA');
  });
});

describe('the check-in notice', () => {
  it('is open for 13800000211, checked in once the desk scans; 13800000005 not open yet', async () => {
    const letters = await lettersOf(ANNA);
    const before = await letters.fetchCheckinNotice.execute();
    expect(before).toMatchObject({ ok: true, value: { companyNameEn: 'Präzision Maschinenbau GmbH', hallNo: 'D1', boothNos: ['D1-101'], checkedInAt: '' } });
    if (!before.ok) return;
    expect(checkinPhase(before.value, before.value.serverTime)).toBe('open');
    await hook('/__contract/checkin', { code: before.value.code });
    const after = await letters.fetchCheckinNotice.execute();
    expect(after.ok && checkinPhase(after.value, after.value.serverTime)).toBe('checkedIn');
    const admin = await (await lettersOf(ADMIN)).fetchCheckinNotice.execute();
    expect(admin.ok && checkinPhase(admin.value, admin.value.serverTime)).toBe('notOpen');
    expect(admin.ok && admin.value.passesToCollect.length).toBeGreaterThan(0);
  });
});
