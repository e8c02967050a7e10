// The exhibitor's catalogue over the wire (issue 30): the entry's detail, draft, submission (400 naming
// the field, read-only under review, 5003 after the deadline) and history; the upload (4521 with its
// reason) and the logo; the products (5006 at 20/20); the permission (5004) by module.
import { describe, expect, it } from 'vitest';
import { EXHIBITOR_CATALOGUE_SEED as S } from '../../data/exhibitor-catalogue.data';
import { RC } from '../context';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { plainPng } from './picture-bytes';

const { http, shop } = await ticketingTestServer();
const demo = { exhibitionId: 'demo' };
const fields = {
  exhibitorJournalName: '示范电子',
  exhibitorJournalEnName: 'Demo Electronics',
  journalContacts: '陈展商',
  journalContactInformation: '021-62781234',
  journalIntroduction: '新的简介。',
  journalEnIntroduction: 'A new introduction.',
};

const upload = async (token: string, purpose: string, name: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  form.append('purpose', purpose);
  const { status, body } = await http.call('POST', `${RC}exhibitor/upload`, { token, body: form });
  return { status, body: body as { code: number; data: Record<string, unknown>; msg: string } };
};

describe('the catalogue entry', () => {
  it('of dept-1001: approved, with its logo, deadline and the refused earlier version in its history', async () => {
    const token = await shop.login(S.admin);
    const { body } = await shop.get(token, 'journal/v2/detail', demo);
    expect(body.data).toMatchObject({ state: 'approved', entry: { exhibitorJournalName: '示范电子' }, draft: null, approved: { exhibitorJournalName: '示范电子' } });
    expect(body.data.approvedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(body.data.journalLogo).toMatch(/^\/files\/exhcatalogue\/file-\d+\.png$/);
    expect(body.data.deadline).toMatch(/^\d{4}-\d\d-\d\d 23:59:59$/);
    const history = await shop.get(token, 'journal/v2/history', demo);
    expect(history.body.data.map((v: Record<string, unknown>) => [v.version, v.state, v.rejectReason])).toEqual([
      [2, 'approved', null],
      [1, 'rejected', S.refusal.cn],
    ]);
  });

  it('keeps a draft, submits once, then is read-only until the organiser decides', async () => {
    const token = await shop.login(S.admin);
    const draft = await shop.post(token, 'journal/v2/draft', { ...demo, fields: { ...fields, journalContactInformation: '' } });
    expect(draft.body.data).toMatchObject({ state: 'approved', draft: { journalIntroduction: '新的简介。' } });
    const badPhone = await shop.post(token, 'journal/v2/save', { ...demo, fields: { ...fields, journalContactInformation: '12345' } });
    expect(badPhone.body).toMatchObject({ code: 400, data: { field: 'journalContactInformation' } });
    const key = 'entry-once';
    const sent = await shop.post(token, 'journal/v2/save', { ...demo, fields }, key);
    const again = await shop.post(token, 'journal/v2/save', { ...demo, fields }, key);
    expect(sent.body.data).toMatchObject({ state: 'submitted', draft: null, entry: { journalIntroduction: '新的简介。' } });
    expect(again.body).toEqual(sent.body);
    expect((await shop.get(token, 'journal/v2/history', demo)).body.data).toHaveLength(3);
    const locked = await shop.post(token, 'journal/v2/draft', { ...demo, fields });
    expect(locked.body.code).toBe(400);
    await http.call('POST', '/__contract/catalogue/review', { body: { deptId: 'dept-1001', target: 'journal', outcome: 'rejected', reason: '请补充英文简介' } });
    const refused = await shop.get(token, 'journal/v2/detail', demo);
    expect(refused.body.data).toMatchObject({ state: 'rejected', rejectReason: '请补充英文简介' });
    // the refusal keeps the earlier approval as the snapshot; an approval replaces it
    expect(refused.body.data.approved).toMatchObject({ exhibitorJournalName: '示范电子', journalIntroduction: expect.not.stringContaining('新的简介') });
    await shop.post(token, 'journal/v2/save', { ...demo, fields }, 'entry-again');
    await http.call('POST', '/__contract/catalogue/review', { body: { deptId: 'dept-1001', target: 'journal', outcome: 'approved' } });
    expect((await shop.get(token, 'journal/v2/detail', demo)).body.data).toMatchObject({ state: 'approved', approved: { journalIntroduction: '新的简介。' } });
  });

  it('after the deadline every write is 5003 with the spec message', async () => {
    await http.call('POST', '/__contract/clock/advance', { body: { seconds: 12 * 86_400 } });
    const token = await shop.login(S.admin);
    const late = await shop.post(token, 'journal/v2/save', { ...demo, fields });
    expect(late.body).toMatchObject({ code: 5003, msg: '信息提交已关闭' });
  });

  it('on the exhibition whose company information is closed, every write is 5003', async () => {
    const token = await shop.login(S.admin);
    const closed = { exhibitionId: S.closedExhibitionId };
    expect((await shop.post(token, 'journal/v2/draft', { ...closed, fields })).body.code).toBe(5003);
    expect((await shop.post(token, 'product/save', { ...closed, name: '新产品', nameEn: 'New', description: '说明', publish: true })).body.code).toBe(5003);
    expect((await shop.post(token, 'product/remove', { ...closed, id: 'prd-1001' })).body.code).toBe(5003);
  });

  it('refuses the products-only login with 5004', async () => {
    const token = await shop.login(S.productsOnly);
    expect((await shop.get(token, 'journal/v2/detail', demo)).body).toMatchObject({ code: 5004, msg: '该展商尚未开通此权限' });
  });
});

describe('the logo', () => {
  it('refuses a 9 KB file and a file that is no picture with 4521 and its reason', async () => {
    const token = await shop.login(S.admin);
    expect((await upload(token, 'logo', 'small.png', Buffer.alloc(9 * 1024, 1))).body).toMatchObject({ code: 4521, data: { reason: 'type' } });
    const small = plainPng(20, 20, '#112233');
    expect((await upload(token, 'logo', 'small.png', small)).body).toMatchObject({ code: 4521, data: { reason: 'size' } });
  });

  it('takes a good one, sets it on the entry and the booth card, and serves it', async () => {
    const token = await shop.login(S.admin);
    const stored = await upload(token, 'logo', 'logo.png', plainPng(120, 70, '#336699', true));
    expect(stored.body.data).toMatchObject({ width: 120, height: 70 });
    const set = await shop.post(token, 'exhibitor/logo', { ...demo, fileId: stored.body.data.fileId });
    expect(set.body.data.url).toBe(stored.body.data.url);
    expect((await shop.get(token, 'journal/v2/detail', demo)).body.data.journalLogo).toBe(stored.body.data.url);
    expect((await shop.get(undefined, 'booth/public', { ...demo, deptId: 'dept-1001' })).body.data.logo).toBe(stored.body.data.url);
    const served = await fetch(new URL(String(stored.body.data.url), http.baseUrl));
    expect(served.headers.get('content-type')).toBe('image/png');
  });
});

describe('the products', () => {
  it('of dept-1001 in every review state, the refused one with its reason', async () => {
    const token = await shop.login(S.admin);
    const { body } = await shop.get(token, 'product/list', demo);
    expect(body.data.max).toBe(20);
    expect(body.data.products.map((p: Record<string, unknown>) => p.state)).toEqual(['approved', 'pending', 'rejected', 'draft']);
    expect(body.data.products[2].rejectReason).toBe('请上传产品实物图片');
  });

  it('the products-only login adds, publishes and removes one', async () => {
    const token = await shop.login(S.productsOnly);
    const added = await shop.post(token, 'product/save', { ...demo, name: '蓝牙耳机', nameEn: 'Earbuds', description: '降噪。', publish: false });
    expect(added.body.data).toMatchObject({ state: 'draft', image: null });
    const published = await shop.post(token, 'product/save', { ...demo, id: added.body.data.id, name: '蓝牙耳机', nameEn: 'Earbuds', description: '降噪。', publish: true });
    expect(published.body.data.state).toBe('pending');
    const left = await shop.post(token, 'product/remove', { ...demo, id: added.body.data.id });
    expect(left.body.data.products).toHaveLength(4);
  });

  it('at 20/20 one more is 5006 with the maximum', async () => {
    const token = await shop.login(S.catalogueFull);
    const more = await shop.post(token, 'product/save', { ...demo, name: '新产品', nameEn: 'New', description: '说明', publish: true });
    expect(more.body).toMatchObject({ code: 5006, data: { max: 20 }, msg: '产品数量已达上限' });
  });
});

describe('the public booth card', () => {
  it('shows visitors the approved products only, with their pictures, and the approved contact with its phone masked', async () => {
    const { body } = await shop.get(undefined, 'booth/public', { ...demo, deptId: 'dept-1001' });
    expect(body.data.products.map((p: Record<string, unknown>) => p.id)).toEqual(['prd-1001']);
    expect(body.data.products[0]).toMatchObject({ name: '智能手环 S3', nameEn: 'Smart band S3', image: expect.stringMatching(/^\/files\/exhcatalogue\/file-\d+\.png$/) });
    expect(body.data.contact).toEqual({ name: '陈展商', phone: expect.stringMatching(/^021\*+1234$/) });
    expect(JSON.stringify(body.data)).not.toContain('62781234');
  });

  it('has no products and no contact for a company whose catalogue entry is not approved', async () => {
    const { body } = await shop.get(undefined, 'booth/public', { ...demo, deptId: 'dept-1004' });
    expect(body.data).toMatchObject({ products: [], contact: null });
  });
});

/** The first box of an mp4 (`ftyp isom`) and some bytes: an ISO media file as far as the server looks. */
const mp4 = (size: number): Buffer => {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
};

describe("an exhibit's images and video", () => {
  it('of the smart speaker: two seeded images, no video, at most 6', async () => {
    const token = await shop.login(S.admin);
    const { body } = await shop.get(token, 'exhibit/media', { ...demo, exhibitId: 'exh-1001-1' });
    expect(body.data).toMatchObject({ exhibitId: 'exh-1001-1', maxImages: 6, video: null, images: [{ name: 'speaker-front.png' }, { name: 'speaker-side.png' }] });
    expect(body.data.approved).toMatchObject({ name: '智能音箱', images: ['speaker-front.png', 'speaker-side.png'], video: '' });
  });

  it('takes an image and a video, sets them on the exhibit (back to review) and serves the video', async () => {
    const token = await shop.login(S.admin);
    const image = await upload(token, 'exhibitImage', 'earbuds.png', plainPng(320, 240, '#336699'));
    const video = await upload(token, 'video', 'earbuds.mp4', mp4(4096));
    expect([image.body.code, video.body.code]).toEqual([200, 200]);
    expect(video.body.data).toMatchObject({ size: 4096, width: null });
    const saved = await shop.post(token, 'exhibit/media', { ...demo, exhibitId: 'exh-1001-2', imageFileIds: [image.body.data.fileId], videoFileId: video.body.data.fileId }, 'media-once');
    expect(saved.body.data).toMatchObject({ images: [{ name: 'earbuds.png' }], video: { name: 'earbuds.mp4', size: 4096 } });
    // the approved exhibit was kept before the change: no images, no video
    expect(saved.body.data.approved).toMatchObject({ name: '无线耳机', images: [], video: '' });
    const served = await http.call('GET', String(saved.body.data.video.url));
    expect(served.status).toBe(200);
    const list = await shop.get(token, 'exhibit/list', demo);
    expect(list.body.data.exhibits.find((e: { id: string }) => e.id === 'exh-1001-2')).toMatchObject({ state: 'pending' });
  });

  it('once the organiser approves the changed exhibit, shows it as the approved version, dated then', async () => {
    const token = await shop.login(S.admin);
    const image = await upload(token, 'exhibitImage', 'earbuds.png', plainPng(320, 240, '#336699'));
    await shop.post(token, 'exhibit/media', { ...demo, exhibitId: 'exh-1001-2', imageFileIds: [image.body.data.fileId], videoFileId: '' }, 'media-approve');
    const before = await shop.get(token, 'exhibit/media', { ...demo, exhibitId: 'exh-1001-2' });
    const review = await http.call('POST', '/__contract/catalogue/review', { body: { deptId: 'dept-1001', target: 'exh-1001-2', outcome: 'approved' } });
    expect(review.body).toMatchObject({ ok: true, state: 'approved' });
    const after = await shop.get(token, 'exhibit/media', { ...demo, exhibitId: 'exh-1001-2' });
    expect(after.body.data.approved).toMatchObject({ name: '无线耳机', images: ['earbuds.png'] });
    expect(after.body.data.approved.approvedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(after.body.data.approved.approvedAt >= before.body.data.approved.approvedAt).toBe(true);
    const list = await shop.get(token, 'exhibit/list', demo);
    expect(list.body.data.exhibits.find((e: { id: string }) => e.id === 'exh-1001-2')).toMatchObject({ state: 'approved' });
    const refused = await http.call('POST', '/__contract/catalogue/review', { body: { deptId: 'dept-1001', target: 'exh-1001-2', outcome: 'rejected', reason: '请补充英文介绍' } });
    expect(refused.body).toMatchObject({ ok: true, state: 'rejected' });
  });

  it('refuses a 7th image with 5020, a 21 MB video and an avi with 4521 and their reason', async () => {
    const token = await shop.login(S.catalogueFull);
    const { body } = await shop.get(token, 'exhibit/media', { ...demo, exhibitId: 'exh-1009-1' });
    const seventh = await upload(token, 'exhibitImage', 'seventh.png', plainPng(320, 240, '#aa3300'));
    const ids = [...body.data.images.map((i: { fileId: string }) => i.fileId), seventh.body.data.fileId];
    const refused = await shop.post(token, 'exhibit/media', { ...demo, exhibitId: 'exh-1009-1', imageFileIds: ids, videoFileId: '' }, 'media-seventh');
    expect(refused.body).toMatchObject({ code: 5020, data: { max: 6 } });
    expect((await upload(token, 'video', 'big.mp4', mp4(21 * 1024 * 1024))).body).toMatchObject({ code: 4521, data: { reason: 'size' } });
    expect((await upload(token, 'video', 'clip.avi', mp4(1024))).body).toMatchObject({ code: 4521, data: { reason: 'type' } });
  });

  it("refuses another company's exhibit", async () => {
    const token = await shop.login(S.catalogueFull);
    const { body } = await shop.get(token, 'exhibit/media', { ...demo, exhibitId: 'exh-1001-1' });
    expect(body.code).toBe(400);
  });
});

describe("a product's video", () => {
  it('is saved with the product and shown with its name', async () => {
    const token = await shop.login(S.productsOnly);
    const video = await upload(token, 'video', 'band.mov', mp4(2048));
    const saved = await shop.post(token, 'product/save', { ...demo, id: 'prd-1004', name: '儿童智能手表', nameEn: 'Kids smartwatch', description: '定位与视频通话。', videoFileId: video.body.data.fileId, publish: false }, 'product-video');
    expect(saved.body.data).toMatchObject({ id: 'prd-1004', video: { name: 'band.mov', size: 2048 } });
    expect(saved.body.data.video.url).toMatch(/\.mov$/);
  });
});

describe("last edition's entry and exhibits", () => {
  it('are offered to dept-1001 (2025) and to nobody else, and reading them writes nothing', async () => {
    const token = await shop.login(S.admin);
    const { body } = await shop.get(token, 'journal/v2/lastEdition', demo);
    expect(body.data).toMatchObject({ edition: '2025', fields: { exhibitorJournalEnName: 'Demo Electronics Co., Ltd.' } });
    expect(body.data.exhibits.map((e: { nameEn: string }) => e.nameEn)).toEqual(['Temperature and humidity sensor', 'Industrial probe', 'Smart door lock']);
    expect(body.data.exhibits[0]).toEqual({ name: '温湿度传感器', nameEn: 'Temperature and humidity sensor', category: 'smartHome', description: '精度 ±0.2℃，纽扣电池续航两年。' });
    const exhibits = await shop.get(token, 'exhibit/list', demo);
    expect(exhibits.body.data.exhibits.map((e: { name: string }) => e.name)).not.toContain('温湿度传感器');
    const detail = await shop.get(token, 'journal/v2/detail', demo);
    expect(detail.body.data.draft?.exhibitorJournalEnName).not.toBe('Demo Electronics Co., Ltd.');
    const other = await shop.get(await shop.login(S.catalogueFull), 'journal/v2/lastEdition', demo);
    expect(other.body.data).toEqual({ edition: '', fields: null, exhibits: [] });
  });
});
