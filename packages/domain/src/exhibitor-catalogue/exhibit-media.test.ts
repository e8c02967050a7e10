import { describe, expect, it } from 'vitest';
import { EXHIBIT_IMAGES_MAX, mediaRequestOf, moreImagesRefusal, sizeLabel } from './exhibit-media';
import type { ExhibitMedia, MediaFile } from './exhibitor-catalogue.types';

const file = (n: number): MediaFile => ({ fileId: `f${n}`, url: `/files/f${n}.png`, name: `p${n}.png`, size: 1000 });
const media = (images: number, video?: MediaFile): ExhibitMedia => ({
  exhibitId: 'exb-1',
  maxImages: EXHIBIT_IMAGES_MAX,
  images: Array.from({ length: images }, (_, i) => file(i + 1)),
  ...(video ? { video } : {}),
});

describe("an exhibit's images and video", () => {
  it.each([
    [0, undefined],
    [5, undefined],
    [6, 'LIMIT.MAX_EXHIBIT_IMAGES'],
    [7, 'LIMIT.MAX_EXHIBIT_IMAGES'],
  ])('with %i images, one more is %s', (count, refusal) => {
    expect(moreImagesRefusal(count)).toBe(refusal);
  });

  it('adds an image after the others and keeps the video', () => {
    expect(mediaRequestOf(media(2, file(9)), { addImage: file(3) })).toEqual({ exhibitId: 'exb-1', imageFileIds: ['f1', 'f2', 'f3'], videoFileId: 'f9' });
  });

  it('takes one image away, keeping the order of the rest', () => {
    expect(mediaRequestOf(media(3), { removeImage: 'f2' }).imageFileIds).toEqual(['f1', 'f3']);
  });

  it('sets a video, and removes it with null', () => {
    expect(mediaRequestOf(media(1), { video: file(8) }).videoFileId).toBe('f8');
    expect(mediaRequestOf(media(1, file(8)), { video: null }).videoFileId).toBe('');
  });

  it.each([
    [500, '1 KB'],
    [850 * 1024, '850 KB'],
    [12.4 * 1024 * 1024, '12.4 MB'],
  ])('reads %i bytes as %s', (bytes, label) => {
    expect(sizeLabel(bytes)).toBe(label);
  });
});
