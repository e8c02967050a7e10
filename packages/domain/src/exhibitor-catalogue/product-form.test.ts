import { describe, expect, it } from 'vitest';
import type { Product } from './exhibitor-catalogue.types';
import { emptyProductForm, mayPublish, productErrors, productFormOf, productRequestOf, visibleProducts, type ProductForm } from './product-form';

const form: ProductForm = { name: '智能手环', nameEn: 'Smart band', description: '心率与睡眠监测。', descriptionEn: '', imageFileId: '', image: '', videoFileId: '', video: '', videoName: '' };
const product = (id: string, state: Product['state']): Product => ({ id, name: '产品', nameEn: 'Product', description: '说明', state });

describe('a product as typed', () => {
  it('lets a complete product be sent', () => {
    expect(productErrors(form)).toEqual({});
  });
  it('requires both names and the Chinese description', () => {
    expect(Object.keys(productErrors(emptyProductForm())).sort()).toEqual(['description', 'name', 'nameEn']);
  });
  it('holds the descriptions to 500 Chinese and 1,500 English characters', () => {
    expect(productErrors({ ...form, description: '品'.repeat(501) }).description).toEqual(['VALIDATION.TOO_LONG']);
    expect(productErrors({ ...form, descriptionEn: 'a'.repeat(1501) }).descriptionEn).toEqual(['VALIDATION.TOO_LONG']);
  });
  it('sends the picture only when one was uploaded, and whether to publish', () => {
    expect(productRequestOf(form, false)).toEqual({ name: '智能手环', nameEn: 'Smart band', description: '心率与睡眠监测。', publish: false });
    expect(productRequestOf({ ...form, imageFileId: 'f-1' }, true, 'p-1')).toMatchObject({ id: 'p-1', imageFileId: 'f-1', publish: true });
  });
  it('edits a product from what it holds', () => {
    expect(productFormOf({ ...product('p', 'draft'), image: '/x.png' })).toMatchObject({ name: '产品', image: '/x.png', imageFileId: '', descriptionEn: '' });
  });
  it.each([
    ['draft', true],
    ['rejected', true],
    ['pending', false],
    ['approved', false],
  ] as const)('a %s product may be published: %s', (state, may) => {
    expect(mayPublish(product('p', state))).toBe(may);
  });
  it('shows visitors the approved products only', () => {
    expect(visibleProducts([product('a', 'approved'), product('b', 'pending'), product('c', 'rejected')]).map((p) => p.id)).toEqual(['a']);
  });
  it('sends a video just uploaded, and leaves out the one the product has', () => {
    expect(productRequestOf({ ...form, videoFileId: 'file-9' }, false).videoFileId).toBe('file-9');
    expect(productFormOf({ ...product('p', 'approved'), video: { fileId: 'f', url: '/v.mp4', name: 'demo.mp4', size: 9 } })).toMatchObject({ videoFileId: '', video: '/v.mp4', videoName: 'demo.mp4' });
    expect('videoFileId' in productRequestOf(form, false)).toBe(false);
  });
});
