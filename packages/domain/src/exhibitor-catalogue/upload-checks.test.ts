import { describe, expect, it } from 'vitest';
import { acceptOf, checkUpload } from './upload-checks';

const KB = 1024;

describe('the catalogue uploads before sending', () => {
  it.each([
    ['a 9 KB logo is too small', { name: 'logo.png', type: 'image/png', size: 9 * KB }, ['VALIDATION.FILE_TOO_SMALL']],
    ['a 1.2 MB logo is too large', { name: 'logo.jpg', type: 'image/jpeg', size: 1.2 * 1024 * KB }, ['VALIDATION.FILE_TOO_LARGE']],
    ['a gif logo is not a logo type', { name: 'logo.gif', type: 'image/gif', size: 50 * KB }, ['VALIDATION.FILE_TYPE']],
    ['a 50 KB jpeg logo is taken', { name: 'logo.jpeg', type: 'image/jpeg', size: 50 * KB }, []],
  ])('%s', (_row, file, errors) => {
    expect(checkUpload('logo', file).errors).toEqual(errors);
  });

  it('only suggests 600×350 for the logo: another size is a warning', () => {
    expect(checkUpload('logo', { name: 'l.png', type: 'image/png', size: 50 * KB, width: 300, height: 300 })).toEqual({ errors: [], warnings: ['VALIDATION.IMAGE_SIZE_SUGGESTED'] });
    expect(checkUpload('logo', { name: 'l.png', type: 'image/png', size: 50 * KB, width: 600, height: 350 }).warnings).toEqual([]);
  });

  it('takes product pictures up to 5 MB', () => {
    expect(checkUpload('product', { name: 'p.jpg', type: 'image/jpeg', size: 5 * 1024 * KB }).errors).toEqual([]);
    expect(checkUpload('product', { name: 'p.jpg', type: 'image/jpeg', size: 5 * 1024 * KB + 1 }).errors).toEqual(['VALIDATION.FILE_TOO_LARGE']);
  });

  it('offers the picker the logo types', () => {
    expect(acceptOf('logo')).toBe('.png,.jpg,.jpeg');
  });
});
