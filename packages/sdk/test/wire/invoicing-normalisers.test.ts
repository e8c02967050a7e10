// The invoicing replies as the real backend's Jackson setup writes them ("" / -1 / {} / [] / false for
// what is absent) come back equal to the plain replies, and a plain reply passes unchanged (the same object).
import type { Page } from '@fairpass/domain';
import type { InvoiceApplication, InvoiceEligibility, InvoiceHeader, SavedHeaderReply, SavedInvoiceHeader } from '@fairpass/domain/invoicing';
import { describe, expect, it } from 'vitest';
import {
  fieldErrorsOfReply,
  normaliseApplication,
  normaliseApplicationPage,
  normaliseEligibility,
  normaliseEligibilityPage,
  normaliseSavedHeader,
  normaliseSavedHeaders,
} from '../../src/invoicing/invoicing.normalisers';

/** Both directions for one type: Jackson → plain, plain → the very same plain object. */
function expectReadsBack<T>(normalise: (raw: unknown) => T, jackson: unknown, plain: T): void {
  expect(normalise(jackson)).toEqual(plain);
  expect(normalise(plain)).toBe(plain);
  expect(normalise(JSON.parse(JSON.stringify(plain)))).toEqual(plain);
}

const PERSONAL: InvoiceHeader = {
  kind: 'personal',
  invoiceType: 'ordinary',
  title: '李新',
  taxNumber: '',
  companyAddress: '',
  telephone: '',
  bankName: '',
  bankAccount: '',
  delivery: 'mobile',
  deliverTo: '13800000122',
};
const SAVED: SavedInvoiceHeader = { ...PERSONAL, id: 'h-1', isDefault: true };
const SAVED_REPLY: SavedHeaderReply = { ...SAVED, alreadySaved: false };

describe('reading saved headers', () => {
  it('keeps the unused fields of a personal header as "" (the domain\'s none), and reads null ones so', () => {
    expectReadsBack(normaliseSavedHeader, { ...SAVED_REPLY, taxNumber: null, bankName: null }, SAVED_REPLY);
  });

  it('reads a header that is not the default (false, or null)', () => {
    const other: SavedInvoiceHeader = { ...SAVED, id: 'h-2', isDefault: false };
    expectReadsBack(normaliseSavedHeaders, [SAVED, { ...other, isDefault: null }], [SAVED, other]);
    expect(normaliseSavedHeaders(null)).toEqual([]);
  });
});

const APPLIED: InvoiceApplication = {
  applicationId: 'inv-1',
  orderId: 'o-1',
  orderNo: 'FP202605010001',
  language: 'zh',
  header: PERSONAL,
  amount: '128.00',
  currency: 'CNY',
  status: 'applied',
  applyTime: '2026-05-01 10:00:00',
};
const ISSUED_EN: InvoiceApplication = {
  applicationId: 'inv-2',
  orderId: 'o-2',
  orderNo: 'FP202605010002',
  language: 'en',
  english: { companyName: 'Acme Ltd', address: '1 Main St', country: 'UK', contact: 'Ann', email: 'ann@acme.example', vatNumber: '' },
  amount: '256.00',
  currency: 'CNY',
  status: 'issued',
  invoiceNo: '26442000000000000002',
  pdfUrl: 'https://fair.example/files/invoice/inv-2.pdf?expires=1&sig=abc',
  applyTime: '2026-05-01 10:00:00',
  issueTime: '2026-05-01 10:01:00',
};

describe('reading applications', () => {
  it('leaves out the English details ({}), reason, number, PDF and issue time ("") of an application not issued yet', () => {
    expectReadsBack(normaliseApplication, { ...APPLIED, english: {}, failReason: '', invoiceNo: '', pdfUrl: '', issueTime: '' }, APPLIED);
  });

  it('leaves out the header ({} or null) of an English one, and reads its details\' null VAT number as ""', () => {
    const english = { ...ISSUED_EN.english, vatNumber: null };
    expectReadsBack(normaliseApplication, { ...ISSUED_EN, header: {}, english, failReason: '' }, ISSUED_EN);
    expect(normaliseApplication({ ...ISSUED_EN, header: null, failReason: '' })).toEqual(ISSUED_EN);
  });

  it('reads the header copy\'s null fields as ""', () => {
    expect(normaliseApplication({ ...APPLIED, header: { ...PERSONAL, taxNumber: null }, english: {} })).toEqual(APPLIED);
  });

  it('keeps a failed application\'s reason', () => {
    const failed: InvoiceApplication = { ...APPLIED, status: 'failed', failReason: '税号不存在' };
    expectReadsBack(normaliseApplication, { ...failed, english: {}, invoiceNo: '', pdfUrl: '', issueTime: '' }, failed);
  });

  it('reads each application of a page', () => {
    const page: Page<InvoiceApplication> = { records: [APPLIED, ISSUED_EN], total: 2, size: 10, current: 1, pages: 1 };
    const jackson = { ...page, records: [{ ...APPLIED, english: {}, pdfUrl: '' }, { ...ISSUED_EN, header: {}, failReason: '' }] };
    expectReadsBack(normaliseApplicationPage, jackson, page);
  });
});

const ELIGIBLE: InvoiceEligibility = { orderId: 'o-1', orderNo: 'FP202605010001', total: '128.00', currency: 'CNY', invoiceable: true };

describe('reading eligibility', () => {
  it('leaves out the refusal ("") and the application ({}) of an order never applied for', () => {
    expectReadsBack(normaliseEligibility, { ...ELIGIBLE, refusal: '', application: {} }, ELIGIBLE);
  });

  it('keeps a refusal and reads the latest application as applications are read', () => {
    const applied: InvoiceEligibility = { ...ELIGIBLE, invoiceable: false, refusal: 'applied', application: APPLIED };
    expectReadsBack(normaliseEligibility, { ...applied, application: { ...APPLIED, english: {}, invoiceNo: '', pdfUrl: '', issueTime: '', failReason: '' } }, applied);
  });

  it('reads a free order as not invoiceable (false) with its refusal', () => {
    const free: InvoiceEligibility = { ...ELIGIBLE, total: '0.00', invoiceable: false, refusal: 'free' };
    expect(normaliseEligibility({ ...free, invoiceable: null, application: {} })).toEqual(free);
  });

  it('reads each order of a page', () => {
    const page: Page<InvoiceEligibility> = { records: [ELIGIBLE, { ...ELIGIBLE, orderId: 'o-2', invoiceable: false, refusal: 'applied', application: ISSUED_EN }], total: 2, size: 10, current: 1, pages: 1 };
    const jackson = { ...page, records: [{ ...ELIGIBLE, refusal: '', application: {} }, { ...page.records[1], application: { ...ISSUED_EN, header: {} } }] };
    expectReadsBack(normaliseEligibilityPage, jackson, page);
  });
});

describe('reading 4403\'s field errors', () => {
  it('keeps each field\'s validation codes and drops what is not one', () => {
    expect(fieldErrorsOfReply({ fields: { taxNumber: ['VALIDATION.CREDIT_CODE_INVALID'], title: 'VALIDATION.REQUIRED', bank: ['x'], kind: [] } })).toEqual({
      taxNumber: ['VALIDATION.CREDIT_CODE_INVALID'],
      title: ['VALIDATION.REQUIRED'],
    });
  });

  it.each([null, {}, { fields: {} }, { fields: [] }, { fields: '' }, ''])('reads %j as no field errors', (data) => {
    expect(fieldErrorsOfReply(data)).toEqual({});
  });
});
