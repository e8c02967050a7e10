import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { RC } from '../context';

const NOW = Date.UTC(2026, 4, 12, 2, 0, 0);
const { http, shop } = await ticketingTestServer({ now: () => NOW });

const P = SEED.phones;
const C = SEED.conference;
const demo = SEED.exhibitions.demo;

const get = async (path: string, query: Record<string, string> = {}, token?: string) => (await shop.get(token, path, query)).body;
const advance = (seconds: number) => http.call('POST', '/__contract/clock/advance', { body: { seconds } });

const PDF = Buffer.from('%PDF-1.4\n% a drawing\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
const upload = (token: string, name: string, bytes: Buffer) => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  form.set('exhibitionId', demo);
  return http.call('POST', `${RC}builder/upload`, { token, body: form });
};

describe('information pages', () => {
  it.each(['hotel', 'traffic', 'special'])('%s: bilingual HTML with headings, a list and one demo image that is served', async (kind) => {
    const { data } = await get('info/page', { exhibitionId: demo, kind });
    expect(data).toMatchObject({ kind, title: expect.any(String), titleEn: expect.any(String), updateTime: '2026-05-09 10:00:00' });
    for (const html of [data.content, data.contentEn]) {
      expect(html).toMatch(/<h2>.*<\/h2>/);
      expect(html).toMatch(/<ul><li>/);
      expect(html).toMatch(/<p>/);
    }
    const src = /<img src="([^"]+)"/.exec(data.content)?.[1] ?? '';
    expect(src).toMatch(/^\/files\/demo\/.+\.svg$/);
    const image = await fetch(`${http.baseUrl}${src}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('refuses an unknown kind and an exhibition without pages (400)', async () => {
    expect(await get('info/page', { exhibitionId: demo, kind: 'casino' })).toMatchObject({ code: 400, success: false });
    expect(await get('info/page', { exhibitionId: 'closed-demo', kind: 'hotel' })).toMatchObject({ code: 400 });
  });
});

describe('news and partners', () => {
  it('pages 25 news items newest first; detail has the HTML', async () => {
    const first = (await get('news/list', { exhibitionId: demo, current: '1', size: '10' })).data;
    expect(first).toMatchObject({ total: 25, pages: 3, current: 1 });
    expect(first.records[0]).toMatchObject({ id: C.newsId, publishTime: '2026-05-12 09:00:00', cover: '/files/demo/news.svg' });
    expect(first.records[1]).not.toHaveProperty('cover');
    const all = (await get('news/list', { exhibitionId: demo, size: '25' })).data.records.map((n: { publishTime: string }) => n.publishTime);
    expect(all).toEqual([...all].sort().reverse());
    expect((await get('news/list', { exhibitionId: demo, current: '3', size: '10' })).data.records).toHaveLength(5);
    const { data } = await get('news/detail', { id: C.newsId });
    expect(data).toMatchObject({ id: C.newsId, content: expect.stringContaining('<h2>'), contentEn: expect.stringContaining('<ul>') });
    expect((await get('news/detail', { id: 'news-99' })).code).toBe(400);
  });

  it('lists 12 partners in 3 categories, some with a partner.example.com url and one javascript: url', async () => {
    const { data } = await get('partner/list', { exhibitionId: demo });
    expect(data).toHaveLength(12);
    expect(new Set(data.map((p: { category: string }) => p.category)).size).toBe(3);
    const urls = data.flatMap((p: { url?: string }) => (p.url ? [p.url] : []));
    expect(urls.filter((u: string) => u.startsWith('https://partner.example.com/')).length).toBeGreaterThan(3);
    expect(urls.filter((u: string) => u.startsWith('javascript:'))).toHaveLength(1);
    expect(data.some((p: { url?: string }) => p.url === undefined)).toBe(true);
    expect(data.some((p: { logo?: string }) => p.logo === undefined)).toBe(true);
  });
});

describe('materials', () => {
  it('pages 8 PDFs with signed addresses on the server’s origin; the PDF is served, its size as listed', async () => {
    const list = (await get('material/list', { exhibitionId: demo, size: '10' })).data;
    expect(list.total).toBe(8);
    const material = list.records[0];
    expect(material).toMatchObject({ id: C.materialId, fileType: 'pdf', publishTime: '2026-05-11 10:00:00' });
    expect(material.url).toMatch(new RegExp(`^${http.baseUrl}/files/material/${C.materialId}\\.pdf\\?expires=${NOW + 600000}&sig=[0-9a-f]{64}$`));
    const pdf = await fetch(material.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.length).toBe(material.size);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(`Material: ${C.materialId}`);
    expect((await get('material/detail', { id: C.materialId })).data).toMatchObject({ id: C.materialId, size: material.size });
    expect((await get('material/detail', { id: 'mat-99' })).code).toBe(400);
  });

  it('refuses a tampered, foreign-kind or expired signature (403) and an unknown material (404)', async () => {
    const { url } = (await get('material/detail', { id: C.materialId })).data;
    expect((await fetch(url.replace(/sig=./, 'sig=0').replace('sig=00', 'sig=01'))).status).toBe(403);
    expect((await fetch(url.replace('/material/', '/invoice/'))).status).toBe(403);
    expect((await fetch(url.replace(C.materialId, 'mat-02'))).status).toBe(403);
    await advance(601);
    expect((await fetch(url)).status).toBe(403);
    const fresh = (await get('material/detail', { id: C.materialId })).data.url;
    expect((await fetch(fresh)).status).toBe(200);
  });
});

describe('the special-booth enquiry', () => {
  const enquiry = { exhibitionId: demo, company: '特装展示有限公司', contact: '李特装', phone: '13900001111', email: 'booth@example.com', boothArea: 72, message: '想了解特装报馆流程' };

  it('takes an enquiry (idempotent) and answers its id', async () => {
    const token = await shop.login(P.exhibitor);
    const first = await shop.post(token, 'special/enquiry', enquiry, 'k-enq');
    expect(first.body).toMatchObject({ code: 200, data: { enquiryId: 'enq-0001' } });
    expect((await shop.post(token, 'special/enquiry', enquiry, 'k-enq')).body).toEqual(first.body);
    expect((await shop.post(token, 'special/enquiry', enquiry)).body.data.enquiryId).toBe('enq-0002');
  });

  it('checks the required fields and formats with a message (400)', async () => {
    const token = await shop.login(P.exhibitor);
    const missing = await shop.post(token, 'special/enquiry', { exhibitionId: demo, company: '某公司' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 400, msg: '请填写：联系人、联系电话、咨询内容' });
    expect((await shop.post(token, 'special/enquiry', { ...enquiry, email: 'not-mail' })).body.code).toBe(400);
    expect((await shop.post(token, 'special/enquiry', { ...enquiry, phone: 'abc' })).body.code).toBe(400);
    expect((await http.call('POST', `${RC}special/enquiry`, { body: enquiry })).status).toBe(401);
  });
});

describe('the builder’s files and filing', () => {
  it('accepts pdf, jpg and png told by content and extension', async () => {
    const token = await shop.login(P.exhibitor);
    expect((await upload(token, 'plan.pdf', PDF)).body).toMatchObject({ code: 200, data: { fileId: expect.stringMatching(/^bfile-/), name: 'plan.pdf', size: PDF.length, contentType: 'application/pdf' } });
    expect((await upload(token, 'photo.JPG', JPG)).body.data.contentType).toBe('image/jpeg');
    expect((await upload(token, 'render.png', PNG)).body.data.contentType).toBe('image/png');
  });

  it('refuses other types, a name that lies about the content, and files over 10 MB (4521 {reason})', async () => {
    const token = await shop.login(P.exhibitor);
    expect((await upload(token, 'notes.txt', Buffer.from('hello'))).body).toMatchObject({ code: 4521, data: { reason: 'type' } });
    expect((await upload(token, 'fake.pdf', PNG)).body).toMatchObject({ code: 4521, data: { reason: 'type' } });
    expect((await upload(token, 'plan.png', PDF)).body).toMatchObject({ code: 4521, data: { reason: 'type' } });
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length)]);
    const refused = await upload(token, 'huge.pdf', big);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 4521, data: { reason: 'size' } });
    expect((await upload(token, 'exact.pdf', big.subarray(0, 10 * 1024 * 1024))).body.code).toBe(200);
    expect((await http.call('POST', `${RC}builder/upload`, { token, body: new FormData() })).body.code).toBe(400);
    expect((await upload('', 'plan.pdf', PDF)).status).toBe(401);
  });

  it('files the booths with the uploaded documents (idempotent), reads it back, and replaces it on a new filing', async () => {
    const token = await shop.login(P.exhibitor);
    expect((await get('builder/filing', { exhibitionId: demo }, token)).data).toBeNull();
    const fileId = (await upload(token, 'plan.pdf', PDF)).body.data.fileId;
    const filing = { exhibitionId: demo, company: '搭建工程有限公司', contacts: [{ name: '王搭建', phone: '13900002222' }], boothNos: [C.boothNo, 'A1-101'], documentIds: [fileId] };
    const first = await shop.post(token, 'builder/filing', filing, 'k-filing');
    expect(first.body.data).toEqual({
      filingId: 'filing-0002',
      company: '搭建工程有限公司',
      contacts: [{ name: '王搭建', phone: '13900002222' }],
      boothNos: [C.boothNo, 'A1-101'],
      documents: [{ fileId, name: 'plan.pdf', size: PDF.length }],
      state: 'submitted',
      submitTime: '2026-05-12 10:00:00',
    });
    expect((await shop.post(token, 'builder/filing', filing, 'k-filing')).body).toEqual(first.body);
    expect((await get('builder/filing', { exhibitionId: demo }, token)).data).toEqual(first.body.data);
    const again = await shop.post(token, 'builder/filing', { ...filing, boothNos: ['B2-120'] });
    expect(again.body.data).toMatchObject({ filingId: 'filing-0002', boothNos: ['B2-120'] });
  });

  it('refuses an unknown booth (4522 {boothNo}), someone else’s or no file, and missing fields (400)', async () => {
    const token = await shop.login(P.exhibitor);
    const other = await shop.login(P.conferenceAttendee);
    const fileId = (await upload(token, 'plan.pdf', PDF)).body.data.fileId;
    const filing = { exhibitionId: demo, company: '搭建工程有限公司', contacts: [{ name: '王搭建', phone: '13900002222' }], boothNos: [C.boothNo], documentIds: [fileId] };
    expect((await shop.post(token, 'builder/filing', { ...filing, boothNos: [C.boothNo, 'Z9-999'] })).body).toMatchObject({ code: 4522, data: { boothNo: 'Z9-999' } });
    expect((await shop.post(other, 'builder/filing', filing)).body.code).toBe(400);
    expect((await shop.post(token, 'builder/filing', { ...filing, documentIds: [] })).body.code).toBe(400);
    expect((await shop.post(token, 'builder/filing', { ...filing, contacts: [{ name: '王', phone: '123' }] })).body.code).toBe(400);
    expect((await shop.post(token, 'builder/filing', { ...filing, company: ' ' })).body.code).toBe(400);
    expect((await shop.post(token, 'builder/filing', { ...filing, boothNos: [] })).body.code).toBe(400);
  });
});

describe('entry records', () => {
  it('pages the attendee’s 30 records newest first; others have none; a token is needed', async () => {
    const token = await shop.login(P.conferenceAttendee);
    const first = (await get('entrance/list', { exhibitionId: demo, current: '1', size: '10' }, token)).data;
    expect(first).toMatchObject({ total: 30, pages: 3 });
    expect(first.records[0]).toEqual({ id: 'entry-130-01', time: '2026-05-12 09:00:00', gate: '北门 1 号', gateEn: 'North Gate 1', direction: 'out', ticketName: '会议代表证', ticketNameEn: 'Conference delegate pass' });
    const times = (await get('entrance/list', { exhibitionId: demo, size: '30' }, token)).data.records.map((r: { time: string }) => r.time);
    expect(times).toEqual([...times].sort().reverse());
    expect((await get('entrance/list', { exhibitionId: demo }, await shop.login(P.exhibitor))).data.total).toBe(0);
    expect((await http.call('GET', `${RC}entrance/list`, { query: { exhibitionId: demo } })).status).toBe(401);
  });
});
