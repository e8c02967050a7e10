import { describe, expect, it } from 'vitest';
import { normaliseBoothCard, normaliseMaterials, normaliseProfile } from './exhibitor.normalisers';

const material = (extra: Record<string, unknown>) => ({ materialTypeV2: 'build', module: 'manual', title: '搭建申报', titleEn: 'Build-up', deadline: '2026-12-01 23:59:59', state: 'draft', rejectReason: '', ...extra });

describe('the materials as read', () => {
  it('are required unless the server says one is optional (an older backend sends no flag)', () => {
    const read = normaliseMaterials({ serverTime: 1, materials: [material({ required: true }), material({ materialTypeV2: 'transport', required: false }), material({ materialTypeV2: 'security' })] });
    expect(read.materials.map((m) => [m.materialTypeV2, m.required])).toEqual([
      ['build', true],
      ['transport', false],
      ['security', true],
    ]);
  });

  it('read a state the app does not know as not started', () => {
    expect(normaliseMaterials({ serverTime: 1, materials: [material({ state: 'archived', required: true })] }).materials[0]?.state).toBe('notStarted');
  });
});

describe('the booth card as read', () => {
  const card = { deptId: 'dept-1', fullName: '示范', fullEnName: '', logo: '', introduction: '', introductionEn: '', booths: null };

  it('has no products and no contact when the server wrote none (null lists, an empty or null contact)', () => {
    expect(normaliseBoothCard({ ...card, products: null, contact: null })).toMatchObject({ products: [], booths: [] });
    expect(normaliseBoothCard({ ...card, products: null, contact: null })).not.toHaveProperty('contact');
    expect(normaliseBoothCard({ ...card, products: [], contact: {} })).not.toHaveProperty('contact');
  });

  it('keeps a product without a picture or English name as having none', () => {
    const read = normaliseBoothCard({ ...card, products: [{ id: 'p-1', name: '手环', nameEn: '', description: '', descriptionEn: '', image: null }], contact: { name: '陈', phone: '021****1234' } });
    expect(read.products).toEqual([{ id: 'p-1', name: '手环' }]);
    expect(read.contact).toEqual({ name: '陈', phone: '021****1234' });
  });
});

describe('the profile as read', () => {
  const profile = (application: Record<string, unknown>) => ({ application, completeResult: '', certified: false, admin: false, company: {}, booths: null, permissions: null });

  it('gives a refused application back as it was sent, its empty optional texts absent', () => {
    const read = normaliseProfile(profile({ state: 'rejected', rejectReason: '营业执照与公司名称不一致', submittedAt: '', sent: { companyName: '待审科技', companyEnName: '', creditCode: '91440300MA5G2P7K1X', contactName: '吕申请', mobile: '13800000203', email: '', boothType: 'standard', boothQuantity: 2, exhibitCategory: 'electronics' } }));
    expect(read.application.sent).toEqual({ companyName: '待审科技', creditCode: '91440300MA5G2P7K1X', contactName: '吕申请', mobile: '13800000203', boothType: 'standard', boothQuantity: 2, exhibitCategory: 'electronics' });
  });

  it('has no application sent when the server wrote none ({} or null)', () => {
    expect(normaliseProfile(profile({ state: 'submitted', rejectReason: '', submittedAt: '', sent: {} })).application).not.toHaveProperty('sent');
    expect(normaliseProfile(profile({ state: 'none', sent: null })).application).toEqual({ state: 'none' });
  });
});
