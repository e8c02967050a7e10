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

  it.each([
    ['a 2 MB exhibit image is taken', 'exhibitImage', { name: 'e.png', type: 'image/png', size: 2 * 1024 * KB }, []],
    ['a 2.1 MB exhibit image is too large', 'exhibitImage', { name: 'e.jpg', type: 'image/jpeg', size: 2.1 * 1024 * KB }, ['VALIDATION.FILE_TOO_LARGE']],
    ['a webp exhibit image is not an image type', 'exhibitImage', { name: 'e.webp', type: 'image/webp', size: 100 * KB }, ['VALIDATION.FILE_TYPE']],
    ['a 20 MB mp4 video is taken', 'video', { name: 'v.mp4', type: 'video/mp4', size: 20 * 1024 * KB }, []],
    ['a mov from an iPhone is taken', 'video', { name: 'IMG_0001.MOV', type: 'video/quicktime', size: 8 * 1024 * KB }, []],
    ['a 21 MB video is too large', 'video', { name: 'v.mp4', type: 'video/mp4', size: 21 * 1024 * KB }, ['VALIDATION.FILE_TOO_LARGE']],
    ['an avi is not a video type', 'video', { name: 'v.avi', type: 'video/x-msvideo', size: 1024 * KB }, ['VALIDATION.FILE_TYPE']],
  ] as const)('%s', (_row, purpose, file, errors) => {
    expect(checkUpload(purpose, file).errors).toEqual(errors);
  });

  it('offers the video picker mp4 and mov', () => {
    expect(acceptOf('video')).toBe('.mp4,.mov');
  });

  it('offers the picker the logo types', () => {
    expect(acceptOf('logo')).toBe('.png,.jpg,.jpeg');
  });
});
