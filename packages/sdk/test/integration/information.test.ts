// The information area over real HTTP against the contract server, answering as the real backend's
// Jackson setup does ("" / -1 / {} / false for what is absent): the pages, news, partners (a javascript:
// site left out), materials with signed PDF addresses that download, the enquiry, builder documents
// uploaded as multipart and refused by type or size, the filing (an unknown booth refused) and entry records.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getInformation } from '../../src/information';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const C = SEED.conference;
const P = SEED.phones;

async function informationOf(phone: string) {
  const { client } = await loggedIn(ctx.server, ctx.link(), phone);
  return getInformation(client);
}

/** A client that entered through the demo link without logging in. */
async function visitorInformation() {
  const { client } = testClient(ctx.server);
  const entry = await client.startFromLink.execute({ url: ctx.link() });
  if (!entry.ok) throw new Error(`entry failed: ${entry.error.code}`);
  return getInformation(client);
}

const PDF = new Blob(['%PDF-1.4\n% a drawing\n'], { type: 'application/pdf' });
const FILING = { company: '搭建工程有限公司', contacts: [{ name: '王搭建', phone: '13900002222' }], boothNos: [C.boothNo] };

describe('pages, news, partners and materials, without a login', () => {
  it.each(['hotel', 'traffic', 'special'] as const)('reads the %s page with its HTML in both languages', async (kind) => {
    const information = await visitorInformation();

    const page = await information.fetchInfoPage.execute({ kind });

    expect(page).toMatchObject({ ok: true, value: { kind, title: expect.any(String), titleEn: expect.any(String), content: expect.stringContaining('<h2>') } });
  });

  it('pages the news newest first without content, and reads one with its content', async () => {
    const information = await visitorInformation();

    const page = await information.listNews.execute({ current: 1, size: 10 });
    const item = await information.fetchNews.execute({ id: C.newsId });

    expect(page).toMatchObject({ ok: true, value: { total: 25, current: 1, size: 10 } });
    const times = page.ok ? page.value.records.map((news) => news.publishTime) : [];
    expect(times).toEqual([...times].sort().reverse());
    expect(page.ok && page.value.records.every((news) => !('content' in news) && news.cover !== '')).toBe(true);
    expect(item).toMatchObject({ ok: true, value: { id: C.newsId, content: expect.stringContaining('<'), contentEn: expect.stringContaining('<') } });
  });

  it('lists the partners: no logo or site as absent, the javascript: site left out, https sites kept', async () => {
    const information = await visitorInformation();

    const partners = await information.listPartners.execute();

    const list = partners.ok ? partners.value : [];
    expect(list).toHaveLength(12);
    expect(list.some((partner) => !('url' in partner))).toBe(true);
    expect(list.some((partner) => !('logo' in partner))).toBe(true);
    expect(list.filter((partner) => partner.url?.startsWith('https://partner.example.com/')).length).toBeGreaterThan(3);
    expect(list.every((partner) => partner.url === undefined || /^https?:\/\//.test(partner.url))).toBe(true);
  });

  it('pages the materials with signed addresses on the API\'s origin, and the PDF downloads', async () => {
    const information = await visitorInformation();

    const page = await information.listMaterials.execute({ current: 1, size: 10 });
    const material = await information.fetchMaterial.execute({ id: C.materialId });

    expect(page).toMatchObject({ ok: true, value: { total: 8 } });
    expect(material).toMatchObject({ ok: true, value: { id: C.materialId, fileType: 'pdf', url: expect.stringContaining(`${ctx.server.url}/files/material/`) } });
    const pdf = await fetch(material.ok ? material.value.url : '');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.arrayBuffer()).byteLength).toBe(material.ok ? material.value.size : -1);
  });
});

describe('the special-equipment enquiry', () => {
  it('sends one enquiry for a key sent twice', async () => {
    const information = await informationOf(P.exhibitor);
    const enquiry = { company: '特装展示有限公司', contact: '李特装', phone: '13900001111', email: ' ', boothArea: 72, message: '想了解特装报馆流程' };

    const first = await information.sendEnquiry.execute(enquiry, { idempotencyKey: 'enquiry-1' });
    const again = await information.sendEnquiry.execute(enquiry, { idempotencyKey: 'enquiry-1' });
    const another = await information.sendEnquiry.execute(enquiry);

    expect(first).toMatchObject({ ok: true, value: { enquiryId: expect.any(String) } });
    expect(again).toEqual(first);
    expect(another.ok && another.value.enquiryId).not.toBe(first.ok && first.value.enquiryId);
  });
});

describe('the builder filing', () => {
  it('has none at first, uploads a drawing, files the booths once for a key sent twice, and reads it back', async () => {
    const information = await informationOf(P.exhibitor);

    const none = await information.fetchBuilderFiling.execute();
    const uploaded = await information.uploadBuilderDocument.execute({ file: PDF, name: 'plan.pdf' });
    const fileId = uploaded.ok ? uploaded.value.fileId : '';
    const filed = await information.submitBuilderFiling.execute({ ...FILING, documentIds: [fileId] }, { idempotencyKey: 'filing-1' });
    const replay = await information.submitBuilderFiling.execute({ ...FILING, documentIds: [fileId] }, { idempotencyKey: 'filing-1' });
    const read = await information.fetchBuilderFiling.execute();

    expect(none).toEqual({ ok: true, value: undefined });
    expect(uploaded).toEqual({ ok: true, value: { fileId: expect.any(String), name: 'plan.pdf', size: PDF.size, contentType: 'application/pdf' } });
    expect(filed).toMatchObject({ ok: true, value: { ...FILING, documents: [{ fileId, name: 'plan.pdf', size: PDF.size }], state: 'submitted' } });
    expect(filed.ok && 'rejectReason' in filed.value).toBe(false);
    expect(replay).toEqual(filed);
    expect(read).toEqual(filed);
  });

  it('refuses a file by type or size, and an unknown booth, with their params', async () => {
    const information = await informationOf(P.exhibitor);

    const text = await information.uploadBuilderDocument.execute({ file: new Blob(['hello'], { type: 'text/plain' }), name: 'notes.txt' });
    const lying = await information.uploadBuilderDocument.execute({ file: PDF, name: 'plan.png' });
    const huge = await information.uploadBuilderDocument.execute({ file: new Blob(['%PDF-', new Uint8Array(10 * 1024 * 1024)]), name: 'huge.pdf' });
    const uploaded = await information.uploadBuilderDocument.execute({ file: PDF, name: 'plan.pdf' });
    const unknownBooth = await information.submitBuilderFiling.execute({ ...FILING, boothNos: [C.boothNo, 'Z9-999'], documentIds: [uploaded.ok ? uploaded.value.fileId : ''] });

    expect(text).toMatchObject({ ok: false, error: { code: 'FILE.REFUSED', params: { reason: 'type' } } });
    expect(lying).toMatchObject({ ok: false, error: { code: 'FILE.REFUSED', params: { reason: 'type' } } });
    expect(huge).toMatchObject({ ok: false, error: { code: 'FILE.REFUSED', params: { reason: 'size' } } });
    expect(unknownBooth).toMatchObject({ ok: false, error: { code: 'BUILDER.BOOTH_UNKNOWN', params: { boothNo: 'Z9-999' } } });
  });
});

describe('entry records', () => {
  it('pages the attendee\'s passes newest first; another user has none', async () => {
    const attendee = await informationOf(P.conferenceAttendee);
    const guest = await informationOf(P.conferenceGuest);

    const page = await attendee.listEntrances.execute({ current: 1, size: 10 });
    const none = await guest.listEntrances.execute({ current: 1, size: 10 });

    expect(page).toMatchObject({ ok: true, value: { total: 30, pages: 3 } });
    expect(page.ok && page.value.records[0]).toMatchObject({ gate: expect.any(String), gateEn: expect.any(String), direction: expect.stringMatching(/^(in|out)$/) });
    const times = page.ok ? page.value.records.map((entry) => entry.time) : [];
    expect(times).toEqual([...times].sort().reverse());
    expect(none).toMatchObject({ ok: true, value: { total: 0, records: [] } });
  });
});
