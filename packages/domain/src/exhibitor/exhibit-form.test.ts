import { describe, expect, it } from 'vitest';
import { emptyExhibitForm, exhibitErrors, exhibitRequestOf, EXHIBIT_DESCRIPTION_MAX } from './exhibit-form';

const valid = { name: '智能音箱', nameEn: 'Smart speaker', category: 'electronics', description: '' };

describe('an exhibit as typed', () => {
  it('may be sent with the names in both languages and a category', () => {
    expect(exhibitErrors(valid)).toEqual({});
  });
  it.each([
    ['an empty form', emptyExhibitForm(), ['name', 'nameEn', 'category']],
    ['a one-character Chinese name', { ...valid, name: '箱' }, ['name']],
    ['no English name', { ...valid, nameEn: ' ' }, ['nameEn']],
    ['a description above 500 characters', { ...valid, description: '字'.repeat(EXHIBIT_DESCRIPTION_MAX + 1) }, ['description']],
  ])('refuses %s', (_name, form, fields) => {
    expect(Object.keys(exhibitErrors(form))).toEqual(fields);
  });
  it('sends trimmed text, an edit with its id, no empty description', () => {
    expect(exhibitRequestOf({ ...valid, name: ' 智能音箱 ' }, 'ex-1')).toEqual({ id: 'ex-1', name: '智能音箱', nameEn: 'Smart speaker', category: 'electronics' });
  });
});
