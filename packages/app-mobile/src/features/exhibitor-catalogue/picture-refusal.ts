// Which rule a refused picture broke, as the texts name it (`logo.rule.*`, `products.rule.*`).
export type PictureRule = 'type' | 'small' | 'size' | 'dimensions';

export const pictureRefusal = (code: string): PictureRule =>
  code === 'VALIDATION.FILE_TOO_SMALL' ? 'small' : code === 'VALIDATION.FILE_TOO_LARGE' ? 'size' : code === 'VALIDATION.IMAGE_DIMENSIONS' ? 'dimensions' : 'type';
