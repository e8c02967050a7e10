// The information replies as the real backend's Jackson setup writes them ("" / -1 / {} / [] / false for
// what is absent) come back equal to the plain replies, and a plain reply passes unchanged (the same object).
import type { Page } from '@fairpass/domain';
import type { BuilderDocument, BuilderFiling, EntranceRecord, InfoPage, Material, NewsItem, Partner } from '@fairpass/domain/information';
import { describe, expect, it } from 'vitest';
import {
  normaliseBuilderDocument,
  normaliseBuilderFiling,
  normaliseBuilderFilingOrNone,
  normaliseEnquiryReceipt,
  normaliseEntrancePage,
  normaliseInfoPage,
  normaliseMaterial,
  normaliseMaterialPage,
  normaliseNewsItem,
  normaliseNewsPage,
  normalisePartners,
} from '../../src/information/information.normalisers';

function expectReadsBack<T>(normalise: (raw: unknown) => T, jackson: unknown, plain: T): void {
  expect(normalise(jackson)).toEqual(plain);
  expect(normalise(plain)).toBe(plain);
  expect(normalise(JSON.parse(JSON.stringify(plain)))).toEqual(plain);
}

const page = <T>(records: T[]): Page<T> => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

describe('reading pages, news, partners and materials', () => {
  it('reads an information page (a null text as "")', () => {
    const info: InfoPage = { kind: 'hotel', title: '酒店', titleEn: 'Hotels', content: '<p>酒店</p>', contentEn: '', updateTime: '2026-04-01 10:00:00' };
    expectReadsBack(normaliseInfoPage, { ...info, contentEn: null }, info);
  });

  it('reads a listed news item without a cover or content ("") and a detail with its content', () => {
    const item: NewsItem = { id: 'news-01', title: '开幕', titleEn: 'Opening', summary: '摘要', summaryEn: 'Summary', publishTime: '2026-04-01 10:00:00' };
    expectReadsBack(normaliseNewsPage, page([{ ...item, cover: '', content: '', contentEn: '' }]), page([item]));
    const detail: NewsItem = { ...item, cover: 'https://fair.example/c.png', content: '<p>正文</p>', contentEn: '<p>Body</p>' };
    expectReadsBack(normaliseNewsItem, { ...detail }, detail);
  });

  it('reads a partner without a logo or site ("") and drops a site that is not an http(s) address', () => {
    const partner: Partner = { id: 'p-1', name: '伙伴', nameEn: 'Partner', category: '媒体', categoryEn: 'Media' };
    const withSite: Partner = { ...partner, id: 'p-2', logo: 'https://fair.example/l.png', url: 'https://partner.example/' };
    expectReadsBack(normalisePartners, [{ ...partner, logo: '', url: '' }, withSite], [partner, withSite]);
    expect(normalisePartners([{ ...partner, url: 'javascript:alert(1)' }, { ...partner, url: '/relative' }, { ...partner, url: 'http://partner.example' }])).toEqual([
      partner,
      partner,
      { ...partner, url: 'http://partner.example' },
    ]);
    expect(normalisePartners(null)).toEqual([]);
  });

  it('reads a material and a page of them', () => {
    const material: Material = {
      id: 'mat-01',
      title: '参展手册',
      titleEn: 'Exhibitor manual',
      description: '',
      descriptionEn: '',
      fileType: 'pdf',
      size: 2048,
      url: 'https://fair.example/files/material/mat-01.pdf?expires=1&sig=x',
      publishTime: '2026-04-01 10:00:00',
    };
    expectReadsBack(normaliseMaterial, { ...material, description: null }, material);
    expectReadsBack(normaliseMaterialPage, page([{ ...material }]), page([material]));
  });
});

describe('reading the enquiry, the builder filing and entry records', () => {
  const FILING: BuilderFiling = {
    filingId: 'filing-1',
    company: '搭建公司',
    contacts: [{ name: '李工', phone: '13800000199' }],
    boothNos: ['A1-001'],
    documents: [{ fileId: 'bfile-1', name: 'plan.pdf', size: 1024 }],
    state: 'submitted',
    submitTime: '2026-05-01 08:00:00',
  };

  it('reads a filing not rejected (reason "") and a document without a content type', () => {
    expectReadsBack(normaliseBuilderFiling, { ...FILING, rejectReason: '', documents: [{ ...FILING.documents[0], contentType: '' }] }, FILING);
    const rejected: BuilderFiling = { ...FILING, state: 'rejected', rejectReason: '图纸不清晰' };
    expectReadsBack(normaliseBuilderFilingOrNone, { ...rejected }, rejected);
  });

  it('reads no filing ({} or null) as none', () => {
    expect(normaliseBuilderFilingOrNone({})).toBeUndefined();
    expect(normaliseBuilderFilingOrNone(null)).toBeUndefined();
  });

  it('reads an uploaded document, an enquiry\'s receipt and a page of entry records', () => {
    const document: BuilderDocument = { fileId: 'bfile-1', name: 'plan.pdf', size: 1024, contentType: 'application/pdf' };
    expectReadsBack(normaliseBuilderDocument, { ...document }, document);
    expectReadsBack(normaliseEnquiryReceipt, { enquiryId: 'enq-1' }, { enquiryId: 'enq-1' });
    const entry: EntranceRecord = { id: 'e-1', time: '2026-05-01 09:00:00', gate: '南门', gateEn: '', direction: 'in', ticketName: '观众票', ticketNameEn: 'Visitor' };
    expectReadsBack(normaliseEntrancePage, { ...page([{ ...entry, gateEn: null }]), records: [{ ...entry, gateEn: null }] }, page([entry]));
    expect(normaliseEntrancePage({ records: null, total: 0, size: 10, current: 1, pages: 0 }).records).toEqual([]);
  });
});
