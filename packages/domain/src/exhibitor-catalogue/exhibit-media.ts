// An exhibit's images and video (design exhibitor.md §2.2 `exhibit/single`): up to 6 images (jpg/png
// ≤ 2 MB each, ours) and one optional video (mp4/mov ≤ 20 MB, spec §5), each uploaded on its own and then
// set on the exhibit in one write. A 7th image is refused before it is sent (5020 from the server).
import type { ErrorCode } from '../errors/error-codes';
import type { ApprovedExhibit, ExhibitMedia, MediaFile } from './exhibitor-catalogue.types';

export const EXHIBIT_IMAGES_MAX = 6;

/** What `RC exhibit/media` (POST) takes: the images in order and the video (`''` for none). */
export interface SaveExhibitMediaRequest {
  readonly exhibitId: string;
  readonly imageFileIds: readonly string[];
  readonly videoFileId: string;
}

/** The refusal of adding one more image to `count` (LIMIT.MAX_EXHIBIT_IMAGES), or undefined when it fits. */
export const moreImagesRefusal = (count: number, max: number = EXHIBIT_IMAGES_MAX): ErrorCode | undefined =>
  count >= max ? 'LIMIT.MAX_EXHIBIT_IMAGES' : undefined;

/** The write that sets `media` with `change` applied: an image added or taken away, the video set or removed. */
export function mediaRequestOf(
  media: ExhibitMedia,
  change: { readonly addImage?: MediaFile; readonly removeImage?: string; readonly video?: MediaFile | null },
): SaveExhibitMediaRequest {
  const images = media.images.map((image) => image.fileId).filter((id) => id !== change.removeImage);
  if (change.addImage) images.push(change.addImage.fileId);
  const video = change.video === undefined ? (media.video?.fileId ?? '') : (change.video?.fileId ?? '');
  return { exhibitId: media.exhibitId, imageFileIds: images, videoFileId: video };
}

/** Bytes as a person reads them: `850 KB`, `12.4 MB`. */
export const sizeLabel = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** What an exhibit says now, as "what changed since approval" compares it. */
export interface ExhibitNow {
  readonly name: string;
  readonly nameEn: string;
  readonly category: string;
  readonly description: string;
}

export type ExhibitChangeField = 'name' | 'nameEn' | 'category' | 'description' | 'images' | 'video';

/** One part of the exhibit that differs from the approved one: as approved, and now (images as their names, one a line). */
export interface ExhibitChange {
  readonly field: ExhibitChangeField;
  readonly approved: string;
  readonly now: string;
}

/**
 * The parts of an exhibit that differ from the version the organiser approved (its text, its images in
 * order, its video), or undefined when it was never approved.
 */
export function exhibitChanges(media: ExhibitMedia, now: ExhibitNow): readonly ExhibitChange[] | undefined {
  const approved: ApprovedExhibit | undefined = media.approved;
  if (!approved) return undefined;
  const pairs: readonly [ExhibitChangeField, string, string][] = [
    ['name', approved.name, now.name],
    ['nameEn', approved.nameEn, now.nameEn],
    ['category', approved.category, now.category],
    ['description', approved.description, now.description],
    ['images', approved.images.join('\n'), media.images.map((i) => i.name).join('\n')],
    ['video', approved.video, media.video?.name ?? ''],
  ];
  return pairs.filter(([, was, is]) => was.trim() !== is.trim()).map(([field, was, is]) => ({ field, approved: was, now: is }));
}
