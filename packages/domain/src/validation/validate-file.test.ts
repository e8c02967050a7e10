import { describe, expect, it } from 'vitest';
import { FILE_RULES } from './file-rules';
import { validateFile, type FileFacts } from './validate-file';

const KB = 1024;
const MB = 1024 * KB;
const file = (name: string, size: number, type: string, extra: Partial<FileFacts> = {}): FileFacts => ({
  name,
  size,
  type,
  ...extra,
});

describe('validateFile', () => {
  it.each([
    ['a 500 KB png logo at the suggested size', file('logo.png', 500 * KB, 'image/png', { width: 600, height: 350 }), FILE_RULES.companyLogo],
    ['a jpeg logo twice the suggested size', file('LOGO.JPEG', 900 * KB, 'image/jpeg', { width: 1200, height: 700 }), FILE_RULES.companyLogo],
    ['a 200 KB jpg on a small-image screen', file('a.jpg', 200 * KB, 'image/jpeg'), FILE_RULES.imageSmall],
    ['a .jpeg where the rule names jpg', file('a.jpeg', 1 * MB, 'image/jpeg'), FILE_RULES.imageMedium],
    ['a 5 MB png on a large-image screen', file('a.png', 5 * MB, 'image/png'), FILE_RULES.imageLarge],
    ['a 20 MB iPhone video', file('clip.mov', 20 * MB, 'video/quicktime'), FILE_RULES.video],
    ['an Illustrator file the browser cannot name', file('booth.ai', 9 * MB, ''), FILE_RULES.document],
    ['an Illustrator file reported as postscript', file('booth.ai', 9 * MB, 'application/postscript'), FILE_RULES.document],
    ['a pdf reported as octet-stream', file('plan.pdf', 10 * MB, 'application/octet-stream'), FILE_RULES.document],
    ['a 400×150 invitation picture of 200 KB', file('i.png', 200 * KB, 'image/png', { width: 400, height: 150 }), FILE_RULES.invitationPicture],
    ['a jpeg business card', file('card.jpeg', 3 * MB, 'image/jpeg'), FILE_RULES.businessCard],
  ])('accepts %s without warnings', (_, facts, rule) => {
    expect(validateFile(facts, rule)).toEqual({ errors: [], warnings: [] });
  });

  it.each([
    ['a gif logo', file('logo.gif', 100 * KB, 'image/gif'), FILE_RULES.companyLogo, ['VALIDATION.FILE_TYPE']],
    ['a 9 KB logo', file('logo.png', 9 * KB, 'image/png'), FILE_RULES.companyLogo, ['VALIDATION.FILE_TOO_SMALL']],
    ['a logo over 1 MB', file('logo.png', 1 * MB + 1, 'image/png'), FILE_RULES.companyLogo, ['VALIDATION.FILE_TOO_LARGE']],
    ['an image just over 200 KB', file('a.png', 200 * KB + 1, 'image/png'), FILE_RULES.imageSmall, ['VALIDATION.FILE_TOO_LARGE']],
    ['a webp image', file('a.webp', 1 * KB, 'image/webp'), FILE_RULES.imageSmall, ['VALIDATION.FILE_TYPE']],
    ['a png that is really a pdf', file('a.png', 1 * KB, 'application/pdf'), FILE_RULES.imageLarge, ['VALIDATION.FILE_TYPE']],
    ['a file without an extension', file('scan', 1 * KB, 'image/png'), FILE_RULES.imageLarge, ['VALIDATION.FILE_TYPE']],
    ['an empty file', file('a.png', 0, 'image/png'), FILE_RULES.imageLarge, ['VALIDATION.FILE_TOO_SMALL']],
    ['a video over 20 MB', file('clip.mp4', 20 * MB + 1, 'video/mp4'), FILE_RULES.video, ['VALIDATION.FILE_TOO_LARGE']],
    ['a Word document', file('plan.docx', 1 * MB, ''), FILE_RULES.document, ['VALIDATION.FILE_TYPE']],
    ['a pdf over 10 MB', file('plan.pdf', 10 * MB + 1, 'application/pdf'), FILE_RULES.document, ['VALIDATION.FILE_TOO_LARGE']],
    ['an invitation picture 401 px wide', file('i.png', 1 * KB, 'image/png', { width: 401, height: 300 }), FILE_RULES.invitationPicture, ['VALIDATION.IMAGE_DIMENSIONS']],
    ['an invitation picture 149 px high', file('i.png', 1 * KB, 'image/png', { width: 300, height: 149 }), FILE_RULES.invitationPicture, ['VALIDATION.IMAGE_DIMENSIONS']],
    ['an unmeasured invitation picture', file('i.png', 1 * KB, 'image/png'), FILE_RULES.invitationPicture, ['VALIDATION.IMAGE_DIMENSIONS']],
    ['an oversized gif invitation picture', file('i.gif', 300 * KB, 'image/gif', { width: 200, height: 200 }), FILE_RULES.invitationPicture, ['VALIDATION.FILE_TYPE', 'VALIDATION.FILE_TOO_LARGE']],
    ['a pdf business card', file('card.pdf', 1 * KB, 'application/pdf'), FILE_RULES.businessCard, ['VALIDATION.FILE_TYPE']],
  ])('rejects %s', (_, facts, rule, errors) => {
    expect(validateFile(facts, rule).errors).toEqual(errors);
  });

  it.each([
    ['a square logo', { width: 600, height: 600 }],
    ['a logo of the right shape but too small', { width: 300, height: 175 }],
  ])('warns about %s but accepts it', (_, size) => {
    const result = validateFile(file('logo.png', 100 * KB, 'image/png', size), FILE_RULES.companyLogo);
    expect(result).toEqual({ errors: [], warnings: ['VALIDATION.IMAGE_SIZE_SUGGESTED'] });
  });

  it('gives no size advice for an unmeasured logo', () => {
    expect(validateFile(file('logo.png', 100 * KB, 'image/png'), FILE_RULES.companyLogo).warnings).toEqual([]);
  });
});
