// A product of the online showcase as typed (design exhibitor.md §2.2 `productShow`; ours): the name in
// Chinese (at least 2 characters) and English, a description of at most 500 characters in Chinese and
// 1,500 in English, a picture (an upload of its own, ≤ 5 MB: upload-checks.ts) and an optional video
// (mp4/mov ≤ 20 MB, spec §5). Saved unpublished
// (draft) or published, which sends it to the organiser's review.
import type { FieldErrors } from '../validation/validate-input';
import type { Product } from './exhibitor-catalogue.types';

export const PRODUCT_LIMITS = { name: 50, nameEn: 120, description: 500, descriptionEn: 1500 } as const;

export type ProductField = keyof typeof PRODUCT_LIMITS;
export type ProductForm = { readonly [K in ProductField]: string } & {
  readonly imageFileId: string;
  readonly image: string;
  /** A video uploaded with purpose `video` and not saved yet ('' for none). */
  readonly videoFileId: string;
  /** The video shown: its address and the name it was chosen under ('' for none). */
  readonly video: string;
  readonly videoName: string;
};

/** What `RC product/save` takes (`id` to change one; `publish` sends it for review, else it stays a draft). */
export interface SaveProductRequest {
  readonly id?: string;
  readonly name: string;
  readonly nameEn: string;
  readonly description: string;
  readonly descriptionEn?: string;
  /** A picture uploaded with purpose `product`; absent keeps the one the product has. */
  readonly imageFileId?: string;
  /** A video uploaded with purpose `video`; absent keeps the one the product has. */
  readonly videoFileId?: string;
  readonly publish: boolean;
}

const length = (value: string): number => [...value.trim()].length;

export const emptyProductForm = (): ProductForm => ({ name: '', nameEn: '', description: '', descriptionEn: '', imageFileId: '', image: '', videoFileId: '', video: '', videoName: '' });

export const productFormOf = (product: Product): ProductForm => ({
  name: product.name,
  nameEn: product.nameEn,
  description: product.description,
  descriptionEn: product.descriptionEn ?? '',
  imageFileId: '',
  image: product.image ?? '',
  videoFileId: '',
  video: product.video?.url ?? '',
  videoName: product.video?.name ?? '',
});

/** The field → error codes of a product as typed ({} when it may be sent). */
export function productErrors(form: ProductForm): FieldErrors<ProductField> {
  const errors: FieldErrors<ProductField> = {};
  if (length(form.name) < 2) errors.name = ['VALIDATION.REQUIRED'];
  if (length(form.nameEn) === 0) errors.nameEn = ['VALIDATION.REQUIRED'];
  if (length(form.description) === 0) errors.description = ['VALIDATION.REQUIRED'];
  for (const field of Object.keys(PRODUCT_LIMITS) as ProductField[]) {
    if (!errors[field] && length(form[field]) > PRODUCT_LIMITS[field]) errors[field] = ['VALIDATION.TOO_LONG'];
  }
  return errors;
}

export const productRequestOf = (form: ProductForm, publish: boolean, id?: string): SaveProductRequest => ({
  ...(id ? { id } : {}),
  name: form.name.trim(),
  nameEn: form.nameEn.trim(),
  description: form.description.trim(),
  ...(form.descriptionEn.trim() === '' ? {} : { descriptionEn: form.descriptionEn.trim() }),
  ...(form.imageFileId ? { imageFileId: form.imageFileId } : {}),
  ...(form.videoFileId ? { videoFileId: form.videoFileId } : {}),
  publish,
});

/** What the exhibitor may do with a product in its state: publish a draft or a refused one again. */
export const mayPublish = (product: Product): boolean => product.state === 'draft' || product.state === 'rejected';

/** The products visitors see (approved ones), as the showcase shows them. */
export const visibleProducts = (products: readonly Product[]): readonly Product[] => products.filter((p) => p.state === 'approved');
