// Parity: the contract server's copies of the catalogue rules answer as the domain's do.
import { EXHIBIT_IMAGES_MAX, ENTRY_LIMITS, PRODUCT_LIMITS, UPLOAD_RULES as DOMAIN_UPLOAD_RULES, checkUpload, emptyEntryForm, entryErrors, isContactPhone as domainContactPhone, productErrors } from '@fairpass/domain/exhibitor-catalogue';
import { describe, expect, it } from 'vitest';
import { EXHIBIT_IMAGES_MAX as SERVER_IMAGES_MAX } from '../../data/exhibitor-catalogue.data';
import { ENTRY_MAX, entryProblem, isContactPhone, PRODUCT_MAX_LENGTH, productProblem, uploadRefusal, UPLOAD_RULES } from './exhibitor-catalogue-rules';

const good = {
  exhibitorJournalName: '示范电子',
  exhibitorJournalEnName: 'Demo Electronics',
  journalContacts: '陈展商',
  journalContactInformation: '13800000005',
  journalIntroduction: '专注智能硬件。',
  journalEnIntroduction: '',
};

describe('the server keeps the domain catalogue rules', () => {
  it('the same field limits', () => {
    expect(ENTRY_MAX).toEqual(ENTRY_LIMITS);
    expect(PRODUCT_MAX_LENGTH).toEqual(PRODUCT_LIMITS);
  });
  it.each(['13912345678', '021-62781234', '075588886666', '010-12345678-806', '139 1234 5678', '1391234567', '62781234', 'call me', ''])('contact phone %j', (phone) => {
    expect(isContactPhone(phone)).toBe(domainContactPhone(phone));
  });
  it.each([
    ['a good entry', good],
    ['a blank entry', { ...emptyEntryForm() }],
    ['a bad phone', { ...good, journalContactInformation: '12345' }],
    ['501 characters of introduction', { ...good, journalIntroduction: '展'.repeat(501) }],
    ['1,501 of English introduction', { ...good, journalEnIntroduction: 'a'.repeat(1501) }],
    ['a one-character name', { ...good, exhibitorJournalName: '示' }],
  ])('an entry to submit: %s', (_row, entry) => {
    expect(entryProblem(entry, false) === undefined).toBe(Object.keys(entryErrors(entry)).length === 0);
  });
  it.each([
    ['a good product', { name: '智能手环', nameEn: 'Band', description: '说明', descriptionEn: '' }],
    ['no English name', { name: '智能手环', nameEn: '', description: '说明', descriptionEn: '' }],
    ['a 51-character name', { name: '品'.repeat(51), nameEn: 'Band', description: '说明', descriptionEn: '' }],
  ])('a product: %s', (_row, product) => {
    expect(productProblem(product)).toBe(Object.keys(productErrors({ ...product, imageFileId: '', image: '', videoFileId: '', video: '', videoName: '' })).length > 0);
  });
  it('the same upload sizes and types', () => {
    expect(UPLOAD_RULES.logo.minBytes).toBe(DOMAIN_UPLOAD_RULES.logo.minBytes);
    expect(UPLOAD_RULES.logo.maxBytes).toBe(DOMAIN_UPLOAD_RULES.logo.maxBytes);
    expect(UPLOAD_RULES.product.maxBytes).toBe(DOMAIN_UPLOAD_RULES.product.maxBytes);
    const sides = { width: 600, height: 350 };
    for (const [name, size] of [['l.png', 9 * 1024], ['l.jpeg', 50 * 1024], ['l.gif', 50 * 1024], ['l.jpg', 1024 * 1024 + 1]] as const) {
      expect(uploadRefusal('logo', name, size, sides) === undefined).toBe(checkUpload('logo', { name, size, type: '' }).errors.length === 0);
    }
  });
  it.each([
    ['exhibitImage', 'e.png', 2 * 1024 * 1024],
    ['exhibitImage', 'e.jpg', 2 * 1024 * 1024 + 1],
    ['exhibitImage', 'e.gif', 1024],
    ['video', 'v.mp4', 20 * 1024 * 1024],
    ['video', 'v.MOV', 5 * 1024 * 1024],
    ['video', 'v.mp4', 20 * 1024 * 1024 + 1],
    ['video', 'v.avi', 1024],
  ] as const)('a %s named %s of %i bytes', (purpose, name, size) => {
    expect(uploadRefusal(purpose, name, size, { width: 640, height: 480 }) === undefined).toBe(checkUpload(purpose, { name, size, type: '' }).errors.length === 0);
  });
  it('the same limit of images per exhibit', () => {
    expect(SERVER_IMAGES_MAX).toBe(EXHIBIT_IMAGES_MAX);
  });
});
