import { describe, expect, it } from 'vitest';
import { EXHIBIT_IMAGES_MAX, exhibitChanges, mediaRequestOf, moreImagesRefusal, sizeLabel } from './exhibit-media';
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

describe('what changed in an exhibit since it was approved', () => {
  const now = { name: '智能音箱', nameEn: 'Smart speaker', category: 'electronics', description: '' };
  const approved = { ...now, images: ['p1.png', 'p2.png'], video: '', approvedAt: '2026-11-20 10:00:00' };

  it('is nothing to say for an exhibit never approved', () => {
    expect(exhibitChanges(media(2), now)).toBeUndefined();
  });

  it('is empty while the exhibit is as approved', () => {
    expect(exhibitChanges({ ...media(2), approved }, now)).toEqual([]);
  });

  it('names an image added, a video set and a description changed, as approved and now', () => {
    const changes = exhibitChanges({ ...media(3, file(9)), approved }, { ...now, description: '360° 环绕声' });
    expect(changes?.map((c) => c.field)).toEqual(['description', 'images', 'video']);
    expect(changes?.[1]).toEqual({ field: 'images', approved: 'p1.png\np2.png', now: 'p1.png\np2.png\np3.png' });
    expect(changes?.[2]).toEqual({ field: 'video', approved: '', now: 'p9.png' });
  });
});
