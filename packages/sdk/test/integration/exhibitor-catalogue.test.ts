// The exhibitor's catalogue over real HTTP against the contract server, answering as the real backend's
// Jackson setup does (no draft written {}, no reason or picture "", read as absent): the catalogue entry
// and its history, a draft kept on the server, a bad phone and an over-long introduction refused before
// sending, one submission for a key sent twice, read-only under review, 5003 after the deadline, 5004 for
// a products-only login; the logo refused before sending (9 KB) and by the server (4521 with its reason),
// then set; the products with their states, one added and published, 5006 at 20/20, one with a video;
// an exhibit's images and video (no video {} read as absent), set once for a key sent twice, a 7th image
// refused before sending, a 21 MB video before sending.
import { describe, expect, it } from 'vitest';
import { getExhibitorCatalogue } from '../../src/exhibitor-catalogue';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const ADMIN = '13800000005';
const PRODUCTS_ONLY = '13800000206';
const FULL = '13800000207';
const KB = 1024;

const fields = {
  exhibitorJournalName: '示范电子',
  exhibitorJournalEnName: 'Demo Electronics',
  journalContacts: '陈展商',
  journalContactInformation: '0755-88886666',
  journalIntroduction: '示范电子专注智能硬件。',
  journalEnIntroduction: 'Smart hardware.',
};

/** A PNG header of these sides padded to `size` bytes (the server reads the sides from the IHDR). */
function pngOf(width: number, height: number, size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return new Blob([bytes], { type: 'image/png' });
}

/** An mp4's first box (`ftyp isom`) padded to `size` bytes. */
function mp4Of(size: number, type = 'video/mp4'): Blob {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
  return new Blob([bytes], { type });
}

async function catalogueOf(phone: string) {
  const { client } = await loggedIn(ctx.server, ctx.link({ registerType: 'exhibitorDept' }, '/user-center'), phone);
  return getExhibitorCatalogue(client);
}

describe('the catalogue entry', () => {
  it('reads the approved entry with its logo and no draft, and the history with the refused version and its reason', async () => {
    const catalogue = await catalogueOf(ADMIN);
    const entry = await catalogue.fetchCatalogueEntry.execute();
    expect(entry).toMatchObject({ ok: true, value: { state: 'approved', entry: { exhibitorJournalName: '示范电子' } } });
    expect(entry.ok && entry.value).not.toHaveProperty('draft');
    expect(entry.ok && entry.value.approved).toMatchObject({ exhibitorJournalName: '示范电子' });
    expect(entry.ok && entry.value.approvedAt).toMatch(/^\d{4}-\d\d-\d\d /);
    expect(entry.ok && entry.value).not.toHaveProperty('rejectReason');
    expect(entry.ok && entry.value.journalLogo).toMatch(/\.png$/);
    const history = await catalogue.fetchEntryHistory.execute();
    expect(history.ok && history.value.map((v) => [v.version, v.state])).toEqual([
      [2, 'approved'],
      [1, 'rejected'],
    ]);
    expect(history.ok && history.value[0]).not.toHaveProperty('rejectReason');
    expect(history.ok && history.value[1]?.rejectReason).toContain('行业第一');
  });

  it("reads last edition's entry and exhibits for dept-1001 (a blank description none), none ({edition: '', fields: {}, exhibits: null} under Jackson nulls) for another company, and writes nothing", async () => {
    const catalogue = await catalogueOf(ADMIN);
    const last = await catalogue.fetchLastEdition.execute();
    expect(last).toMatchObject({ ok: true, value: { edition: '2025', fields: { exhibitorJournalEnName: 'Demo Electronics Co., Ltd.' } } });
    const exhibits = last.ok ? (last.value?.exhibits ?? []) : [];
    expect(exhibits.map((e) => e.nameEn)).toEqual(['Temperature and humidity sensor', 'Industrial probe', 'Smart door lock']);
    expect(exhibits[0]).toEqual({ name: '温湿度传感器', nameEn: 'Temperature and humidity sensor', category: 'smartHome', description: '精度 ±0.2℃，纽扣电池续航两年。' });
    expect(exhibits[1]).toEqual({ name: '工业探头', nameEn: 'Industrial probe', category: 'industrial' });
    expect(await (await catalogueOf(FULL)).fetchLastEdition.execute()).toEqual({ ok: true, value: undefined });
    const entry = await catalogue.fetchCatalogueEntry.execute();
    expect(entry.ok && entry.value.state).toBe('approved');
  });

  it('refuses a bad phone and an over-long introduction before sending, naming the field', async () => {
    const catalogue = await catalogueOf(ADMIN);
    expect(await catalogue.submitCatalogueEntry.execute({ ...fields, journalContactInformation: '12345' })).toMatchObject({ ok: false, error: { code: 'VALIDATION.PHONE_INVALID', field: 'journalContactInformation' } });
    expect(await catalogue.submitCatalogueEntry.execute({ ...fields, journalIntroduction: '展'.repeat(501) })).toMatchObject({ ok: false, error: { code: 'VALIDATION.TOO_LONG', field: 'journalIntroduction' } });
    expect(await catalogue.saveEntryDraft.execute({ ...fields, journalEnIntroduction: 'a'.repeat(1501) })).toMatchObject({ ok: false, error: { code: 'VALIDATION.TOO_LONG', field: 'journalEnIntroduction' } });
  });

  it('keeps an unfinished draft on the server, submits once for a key sent twice, then is read-only under review', async () => {
    const catalogue = await catalogueOf(ADMIN);
    const draft = await catalogue.saveEntryDraft.execute({ ...fields, journalContactInformation: '' });
    expect(draft).toMatchObject({ ok: true, value: { state: 'approved', draft: { journalContactInformation: '', journalIntroduction: '示范电子专注智能硬件。' } } });
    const first = await catalogue.submitCatalogueEntry.execute(fields, { idempotencyKey: 'entry-1' });
    const replay = await catalogue.submitCatalogueEntry.execute(fields, { idempotencyKey: 'entry-1' });
    expect(first).toMatchObject({ ok: true, value: { state: 'submitted', entry: { journalContactInformation: '0755-88886666' } } });
    expect(replay).toEqual(first);
    const history = await catalogue.fetchEntryHistory.execute();
    expect(history.ok && history.value).toHaveLength(3);
    const locked = await catalogue.saveEntryDraft.execute(fields);
    expect(locked.ok).toBe(false);
  });

  it('after the deadline answers the spec\'s "Submission of information is closed"', async () => {
    ctx.server.advanceClock(12 * 86_400);
    const catalogue = await catalogueOf(ADMIN);
    expect(await catalogue.submitCatalogueEntry.execute(fields)).toMatchObject({ ok: false, error: { code: 'REGISTRATION.SUBMISSION_CLOSED' } });
  });

  it('refuses a products-only login with the permission message', async () => {
    const catalogue = await catalogueOf(PRODUCTS_ONLY);
    expect(await catalogue.fetchCatalogueEntry.execute()).toMatchObject({ ok: false, error: { code: 'EXHIBITOR.PERMISSION_NOT_OPENED' } });
    expect(await catalogue.uploadCatalogueFile.execute({ file: pngOf(600, 350, 40 * KB), name: 'logo.png', purpose: 'logo' })).toMatchObject({ ok: false, error: { code: 'EXHIBITOR.PERMISSION_NOT_OPENED' } });
  });
});

describe('the logo', () => {
  it('refuses a 9 KB file and a gif before sending, and a picture over 4,000 px at the server with its reason', async () => {
    const catalogue = await catalogueOf(ADMIN);
    expect(await catalogue.uploadCatalogueFile.execute({ file: pngOf(600, 350, 9 * KB), name: 'logo.png', purpose: 'logo' })).toMatchObject({ ok: false, error: { code: 'VALIDATION.FILE_TOO_SMALL', field: 'file' } });
    expect(await catalogue.uploadCatalogueFile.execute({ file: new Blob([new Uint8Array(40 * KB)], { type: 'image/gif' }), name: 'logo.gif', purpose: 'logo' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.FILE_TYPE' },
    });
    expect(await catalogue.uploadCatalogueFile.execute({ file: pngOf(5000, 300, 40 * KB), name: 'wide.png', purpose: 'logo' })).toMatchObject({ ok: false, error: { code: 'FILE.REFUSED', params: { reason: 'dimensions' } } });
  });

  it('uploads a good one, measured, and sets it once for a key sent twice', async () => {
    const catalogue = await catalogueOf(ADMIN);
    const stored = await catalogue.uploadCatalogueFile.execute({ file: pngOf(600, 350, 40 * KB), name: 'logo.png', purpose: 'logo' });
    expect(stored).toMatchObject({ ok: true, value: { size: 40 * KB, width: 600, height: 350 } });
    if (!stored.ok) return;
    const set = await catalogue.setCompanyLogo.execute({ fileId: stored.value.fileId }, { idempotencyKey: 'logo-1' });
    expect(await catalogue.setCompanyLogo.execute({ fileId: stored.value.fileId }, { idempotencyKey: 'logo-1' })).toEqual(set);
    expect(set).toEqual({ ok: true, value: { url: stored.value.url } });
    const entry = await catalogue.fetchCatalogueEntry.execute();
    expect(entry.ok && entry.value.journalLogo).toBe(stored.value.url);
  });
});

describe('the products', () => {
  it('lists them in every review state, no picture or reason read as absent', async () => {
    const products = await (await catalogueOf(ADMIN)).fetchProducts.execute();
    expect(products.ok && products.value.max).toBe(20);
    expect(products.ok && products.value.products.map((p) => p.state)).toEqual(['approved', 'pending', 'rejected', 'draft']);
    expect(products.ok && products.value.products[2]).not.toHaveProperty('image');
    expect(products.ok && products.value.products[2]?.rejectReason).toBe('请上传产品实物图片');
    expect(products.ok && products.value.products[0]).not.toHaveProperty('rejectReason');
  });

  it('adds a product with a picture for the products-only login, published once for a key sent twice, and removes it', async () => {
    const catalogue = await catalogueOf(PRODUCTS_ONLY);
    const picture = await catalogue.uploadCatalogueFile.execute({ file: pngOf(800, 600, 200 * KB), name: 'band.png', purpose: 'product' });
    if (!picture.ok) throw new Error('upload failed');
    const request = { name: '蓝牙耳机', nameEn: 'Earbuds', description: '主动降噪。', imageFileId: picture.value.fileId, publish: true };
    const saved = await catalogue.saveProduct.execute(request, { idempotencyKey: 'product-1' });
    expect(await catalogue.saveProduct.execute(request, { idempotencyKey: 'product-1' })).toEqual(saved);
    expect(saved).toMatchObject({ ok: true, value: { state: 'pending', image: picture.value.url } });
    const list = await catalogue.fetchProducts.execute();
    expect(list.ok && list.value.products).toHaveLength(5);
    if (!saved.ok) return;
    const left = await catalogue.removeProduct.execute({ id: saved.value.id });
    expect(left.ok && left.value.products).toHaveLength(4);
  });

  it('refuses a product without its English name before sending, and the 21st at the server as LIMIT.MAX_PRODUCTS', async () => {
    const catalogue = await catalogueOf(FULL);
    expect(await catalogue.saveProduct.execute({ name: '新产品', nameEn: '', description: '说明', publish: false })).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED', field: 'nameEn' } });
    expect(await catalogue.saveProduct.execute({ name: '新产品', nameEn: 'New', description: '说明', publish: true })).toMatchObject({ ok: false, error: { code: 'LIMIT.MAX_PRODUCTS', params: { max: '20' } } });
  });
});

describe("a product's video and an exhibit's images and video", () => {
  it('saves a product with a video, read back with its name and size', async () => {
    const catalogue = await catalogueOf(PRODUCTS_ONLY);
    const video = await catalogue.uploadCatalogueFile.execute({ file: mp4Of(3 * KB, 'video/quicktime'), name: 'watch.mov', purpose: 'video' });
    if (!video.ok) throw new Error('upload failed');
    expect(video.value).not.toHaveProperty('width');
    const saved = await catalogue.saveProduct.execute({ id: 'prd-1004', name: '儿童智能手表', nameEn: 'Kids smartwatch', description: '定位。', videoFileId: video.value.fileId, publish: false }, { idempotencyKey: 'product-video' });
    expect(saved).toMatchObject({ ok: true, value: { video: { name: 'watch.mov', size: 3 * KB, url: video.value.url } } });
    const list = await catalogue.fetchProducts.execute();
    expect(list.ok && list.value.products[0]).not.toHaveProperty('video');
  });

  it('reads the smart speaker\'s two images and no video, and sets an image and a video once for a key sent twice', async () => {
    const catalogue = await catalogueOf(ADMIN);
    const media = await catalogue.fetchExhibitMedia.execute({ exhibitId: 'exh-1001-1' });
    expect(media).toMatchObject({ ok: true, value: { maxImages: 6, images: [{ name: 'speaker-front.png' }, { name: 'speaker-side.png' }] } });
    expect(media.ok && media.value).not.toHaveProperty('video');
    expect(media.ok && media.value.approved).toMatchObject({ name: '智能音箱', images: ['speaker-front.png', 'speaker-side.png'], video: '' });
    const image = await catalogue.uploadCatalogueFile.execute({ file: pngOf(800, 600, 100 * KB), name: 'top.png', purpose: 'exhibitImage' });
    const video = await catalogue.uploadCatalogueFile.execute({ file: mp4Of(8 * KB), name: 'demo.mp4', purpose: 'video' });
    if (!image.ok || !video.ok || !media.ok) throw new Error('upload failed');
    const request = { exhibitId: 'exh-1001-1', imageFileIds: [...media.value.images.map((i) => i.fileId), image.value.fileId], videoFileId: video.value.fileId };
    const saved = await catalogue.saveExhibitMedia.execute(request, { idempotencyKey: 'media-1' });
    expect(await catalogue.saveExhibitMedia.execute(request, { idempotencyKey: 'media-1' })).toEqual(saved);
    expect(saved.ok && saved.value.images.map((i) => i.name)).toEqual(['speaker-front.png', 'speaker-side.png', 'top.png']);
    expect(saved.ok && saved.value.video).toMatchObject({ name: 'demo.mp4', size: 8 * KB });
    expect(saved.ok && saved.value.approved?.images).toEqual(['speaker-front.png', 'speaker-side.png']);
  });

  it("refuses a 21 MB video and a 2.5 MB image before sending, and a 7th image before sending (the server's 5020 has its own test)", async () => {
    const catalogue = await catalogueOf(FULL);
    expect(await catalogue.uploadCatalogueFile.execute({ file: mp4Of(21 * 1024 * KB), name: 'big.mp4', purpose: 'video' })).toMatchObject({ ok: false, error: { code: 'VALIDATION.FILE_TOO_LARGE', field: 'file' } });
    expect(await catalogue.uploadCatalogueFile.execute({ file: pngOf(800, 600, 2.5 * 1024 * KB), name: 'big.png', purpose: 'exhibitImage' })).toMatchObject({ ok: false, error: { code: 'VALIDATION.FILE_TOO_LARGE' } });
    const media = await catalogue.fetchExhibitMedia.execute({ exhibitId: 'exh-1009-1' });
    if (!media.ok) throw new Error('no media');
    const ids = media.value.images.map((i) => i.fileId);
    expect(ids).toHaveLength(6);
    expect(await catalogue.saveExhibitMedia.execute({ exhibitId: 'exh-1009-1', imageFileIds: [...ids, ids[0]!], videoFileId: '' })).toMatchObject({ ok: false, error: { code: 'LIMIT.MAX_EXHIBIT_IMAGES', params: { max: '6' } } });
  });
});
