// The exhibitor's letters over the wire (issue 31): templates with the company's facts, an unknown
// placeholder refused by name, a picture checked by its sides and size, a visa letter refused for its
// passport then accepted and issued as a signed PDF naming the country (a nationality outside the country
// dictionary refused), the check-in notice before and after the desk scans.
import { describe, expect, it } from 'vitest';
import { EXHIBITOR_LETTERS_SEED } from '../../data/exhibitor-letters.data';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { plainPng } from '../exhibitorCatalogue/picture-bytes';
import { ucs2 } from '../kit/pdf-writer';

const { http, shop } = await ticketingTestServer();
const P = EXHIBITOR_LETTERS_SEED.phones;
const demo = { exhibitionId: 'demo' };
const hook = (path: string, body: unknown) => fetch(new URL(path, http.baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('invitation templates', () => {
  it("lists the organiser's three and the company's draft, with the company's facts", async () => {
    const token = await shop.login(P.admin);
    const organiser = (await shop.get(token, 'invitationTemplate/list', { ...demo, scope: 'organiser' })).body.data;
    expect(organiser.templates).toHaveLength(3);
    expect(organiser.company.fullName).not.toBe('');
    const mine = (await shop.get(token, 'invitationTemplate/list', { ...demo, scope: 'mine' })).body.data;
    expect(mine.templates.map((t: { state: string }) => t.state)).toEqual(['draft']);
  });

  it('refuses an unknown placeholder by name, saves and publishes as the default', async () => {
    const token = await shop.login(P.anna);
    const text = { titleZh: '%%fullName%% 邀请', titleEn: '%%fullEnName%% invites you', bodyZh: '展位 %%boothNos%%', bodyEn: 'Booth %%foo%%' };
    const refused = await shop.post(token, 'invitationTemplate/save', { ...demo, ...text, pictureUrl: '', publish: true });
    expect(refused.body).toMatchObject({ code: 5108, data: { name: 'foo', field: 'bodyEn' } });
    const saved = await shop.post(token, 'invitationTemplate/save', { ...demo, ...text, bodyEn: 'Booth %%boothNos%%', pictureUrl: '', publish: true });
    expect(saved.body.data).toMatchObject({ scope: 'mine', state: 'published', isDefault: true });
    const organiser = (await shop.get(token, 'invitationTemplate/list', { ...demo, scope: 'organiser' })).body.data;
    expect(organiser.templates.some((t: { isDefault: boolean }) => t.isDefault)).toBe(false);
  });

  it('takes a picture of 150–400 px a side up to 200 KB only', async () => {
    const token = await shop.login(P.anna);
    const send = (png: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
      return http.call('POST', '/api/ef-registration-client/invitationTemplate/upload', { token, body: form, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    };
    expect((await send(plainPng(500, 300, '#336699'))).body.code).toBe(400);
    expect((await send(Buffer.concat([plainPng(400, 300, '#336699'), Buffer.alloc(201 * 1024)]))).body.code).toBe(400);
    const ok = (await send(plainPng(400, 300, '#336699'))).body;
    expect(ok.data.url).toContain('/files/invitation-pictures/');
    expect((await fetch(ok.data.url)).headers.get('content-type')).toBe('image/png');
  });
});

describe('visa letters', () => {
  it("lists dept-1001's three, the issued one with a signed PDF", async () => {
    const token = await shop.login(P.admin);
    const list = (await shop.get(token, 'visa/list', demo)).body.data;
    expect(list.letters.map((l: { state: string }) => l.state)).toEqual(['issued', 'reviewing', 'rejected']);
    const pdf = await fetch(list.letters[0].pdfUrl);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(list.letters[0].pdfUrl.replace(/sig=[0-9a-f]+/, 'sig=' + '0'.repeat(64)))).status).toBe(403);
  });

  it('prints the issued letter in Chinese and English with its number and the QR code of a no-token verification page', async () => {
    const token = await shop.login(P.admin);
    const [issued, reviewing] = (await shop.get(token, 'visa/list', demo)).body.data.letters;
    expect(reviewing).toMatchObject({ verifyUrl: null, decidedAt: null });
    expect(issued.reviewedAt < issued.decidedAt).toBe(true);
    const pdf = await (await fetch(issued.pdfUrl)).text();
    const ucs2 = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0')).join('');
    expect(pdf).toContain('/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    expect(pdf).toContain(ucs2('签证邀请函'));
    expect(pdf).toContain(` No. ${issued.number})`);
    expect(pdf).toContain('(Visa Invitation Letter)');
    expect(pdf).toContain(issued.passportNo);
    // the QR code is drawn as squares; its address is printed under it
    expect(pdf).toMatch(/ re\n[\d. ]+ re\n/);
    expect(issued.verifyUrl).toMatch(new RegExp(`^${http.baseUrl}/verify/letter/${issued.number}\\?c=[0-9a-f]{16}$`));
    expect(pdf).toContain(`(${issued.verifyUrl.slice(0, 20)}`);

    const page = await fetch(issued.verifyUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    for (const shown of [issued.number, 'WEBER JONAS', '示范电子有限公司', `${issued.arrival} – ${issued.departure}`, '有效：已签发', 'Valid: issued']) expect(html).toContain(shown);
    for (const hidden of [issued.passportNo, issued.birthDate, 'token', token]) expect(html).not.toContain(hidden);
    expect((await fetch(issued.verifyUrl.replace(/c=[0-9a-f]+/, 'c=0123456789abcdef'))).status).toBe(404);
    expect((await fetch(issued.verifyUrl.replace(issued.number, reviewing.number))).status).toBe(404);
  });

  it('refuses a passport too short, accepts a good request once, and the hook issues it', async () => {
    const token = await shop.login(P.anna);
    const { firstDay, lastDay } = (await shop.get(token, 'visa/list', demo)).body.data;
    const request = { ...demo, passportName: 'MÜLLER ANNA'.replace('Ü', 'UE'), passportNo: 'C4J7K9L2M', nationality: 'DE', gender: 'female', birthDate: '1982-05-04', passportExpiry: lastDay, arrival: firstDay, departure: lastDay, jobTitle: 'CEO', consulateCity: 'Munich' };
    const refused = await shop.post(token, 'visa/apply', request);
    expect(refused.body.code).toBe(5105);
    expect(refused.body.data.minExpiry > lastDay).toBe(true);
    // The nationality is a code of the country dictionary the app offers it from, checked before the dates.
    expect((await shop.post(token, 'visa/apply', { ...request, nationality: 'XX' })).body).toMatchObject({ code: 400, data: { field: 'nationality' } });
    const accepted = await shop.post(token, 'visa/apply', { ...request, passportExpiry: `${Number(lastDay.slice(0, 4)) + 3}-01-01` });
    expect(accepted.body.data).toMatchObject({ state: 'submitted', pdfUrl: null });
    expect((await shop.post(token, 'visa/apply', { ...request, passportExpiry: `${Number(lastDay.slice(0, 4)) + 3}-01-01` })).body.code).toBe(4701);
    expect((await shop.post(token, 'visa/apply', { ...request, nationality: 'CN' })).body.code).toBe(5107);
    expect((await hook('/__contract/visa/review', { visaId: accepted.body.data.id, outcome: 'issued' })).status).toBe(200);
    const letter = (await shop.get(token, 'visa/list', demo)).body.data.letters[0];
    expect(letter.state).toBe('issued');
    const pdf = await (await fetch(letter.pdfUrl)).text();
    expect(pdf).toContain('C4J7K9L2M');
    // The country by name: in Chinese in the Chinese half, in English in the English half, never the bare code.
    expect(pdf).toContain(ucs2('德国').slice(1, -1));
    expect(pdf).toContain('Germany');
    expect(pdf).not.toMatch(/nationality DE\b/);
    expect(await (await fetch(letter.verifyUrl)).text()).toContain('Präzision Maschinenbau GmbH');
    expect((await hook('/__contract/visa/review', { visaId: letter.id, outcome: 'rejected', reason: 'withdrawn' })).status).toBe(200);
    expect(await (await fetch(letter.verifyUrl)).text()).toContain('Not valid: withdrawn');
  });
});

describe('the check-in notice', () => {
  it('is open for dept-1007 and says when the desk scanned it; dept-1001 opens tomorrow', async () => {
    const anna = await shop.login(P.anna);
    const before = (await shop.get(anna, 'exhibitor/checkin', demo)).body.data;
    expect(before).toMatchObject({ companyNameEn: 'Präzision Maschinenbau GmbH', boothNos: ['D1-101'], hallNo: 'D1', checkedInAt: null });
    expect((await hook('/__contract/checkin', { code: 'CK-dept-1007-000000000000' })).status).toBe(400);
    expect((await hook('/__contract/checkin', { code: before.code })).status).toBe(200);
    expect((await shop.get(anna, 'exhibitor/checkin', demo)).body.data.checkedInAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const admin = await shop.login(P.admin);
    const notice = (await shop.get(admin, 'exhibitor/checkin', demo)).body.data;
    expect(notice.opensAt > notice.serverTime).toBe(true);
    expect(((await (await hook('/__contract/checkin', { code: notice.code })).json()) as { code: number }).code).toBe(5110);
  });
});
