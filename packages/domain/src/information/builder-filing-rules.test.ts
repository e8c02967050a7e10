import { describe, expect, it } from 'vitest';
import { builderDocumentProblem, builderFilingErrors } from './builder-filing-rules';
import type { BuilderFilingRequest } from './information.types';

const valid: BuilderFilingRequest = {
  company: '上海某某展览工程有限公司',
  contacts: [{ name: '张三', phone: '13800138000' }],
  boothNos: ['A1-01', 'B2'],
  documentIds: ['f1'],
};

describe('the builder filing', () => {
  it('accepts a complete filing', () => {
    expect(builderFilingErrors(valid)).toEqual({});
  });

  it('requires the company, at most 100 characters', () => {
    expect(builderFilingErrors({ ...valid, company: ' ' }).company).toEqual(['VALIDATION.REQUIRED']);
    expect(builderFilingErrors({ ...valid, company: '公'.repeat(101) }).company).toEqual(['VALIDATION.TOO_LONG']);
    expect(builderFilingErrors({ ...valid, company: '公'.repeat(100) }).company).toBeUndefined();
  });

  it('requires a contact, each with a valid name and mainland mobile', () => {
    expect(builderFilingErrors({ ...valid, contacts: [] }).contacts).toEqual(['VALIDATION.REQUIRED']);
    const errors = builderFilingErrors({
      ...valid,
      contacts: [
        { name: '张三', phone: '13800138000' },
        { name: '', phone: '12345' },
        { name: 'Li 4', phone: '' },
      ],
    });
    expect(errors).toEqual({
      'contacts.1.name': ['VALIDATION.REQUIRED'],
      'contacts.1.phone': ['VALIDATION.PHONE_INVALID'],
      'contacts.2.name': ['VALIDATION.NAME_INVALID'],
      'contacts.2.phone': ['VALIDATION.REQUIRED'],
    });
  });

  it('requires a booth number, each 1–10 letters, digits or dashes, none twice', () => {
    expect(builderFilingErrors({ ...valid, boothNos: [] }).boothNos).toEqual(['VALIDATION.REQUIRED']);
    expect(builderFilingErrors({ ...valid, boothNos: ['A1-01', ' ', 'A1 01', 'ABCDEFGHIJK', 'a1-01', '1234567890'] })).toEqual({
      'boothNos.1': ['VALIDATION.REQUIRED'],
      'boothNos.2': ['VALIDATION.BOOTH_NO_INVALID'],
      'boothNos.3': ['VALIDATION.BOOTH_NO_INVALID'],
      'boothNos.4': ['VALIDATION.BOOTH_NO_DUPLICATE'],
    });
  });

  it('requires a document', () => {
    expect(builderFilingErrors({ ...valid, documentIds: [] }).documentIds).toEqual(['VALIDATION.REQUIRED']);
    expect(builderFilingErrors({ ...valid, documentIds: [''] }).documentIds).toEqual(['VALIDATION.REQUIRED']);
  });
});

describe('a builder document', () => {
  const MB = 1024 * 1024;

  it.each([
    ['plan.pdf', 'application/pdf'],
    ['photo.JPG', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['drawing.png', ''],
  ])('takes %s', (name, type) => {
    expect(builderDocumentProblem({ name, size: 2 * MB, type })).toBeUndefined();
  });

  it('refuses other types, and files over 10 MB or empty', () => {
    expect(builderDocumentProblem({ name: 'plan.ai', size: MB, type: 'application/postscript' })).toBe('VALIDATION.FILE_TYPE');
    expect(builderDocumentProblem({ name: 'plan.pdf', size: MB, type: 'image/png' })).toBe('VALIDATION.FILE_TYPE');
    expect(builderDocumentProblem({ name: 'plan.pdf', size: 10 * MB + 1, type: 'application/pdf' })).toBe('VALIDATION.FILE_TOO_LARGE');
    expect(builderDocumentProblem({ name: 'plan.pdf', size: 10 * MB, type: 'application/pdf' })).toBeUndefined();
    expect(builderDocumentProblem({ name: 'plan.pdf', size: 0, type: 'application/pdf' })).toBe('VALIDATION.FILE_TOO_SMALL');
  });
});
