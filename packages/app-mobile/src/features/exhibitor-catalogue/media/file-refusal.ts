// Which rule a refused image or video broke, as the texts name it (`media.rule.*`).
export type MediaRule = 'type' | 'size';

export const mediaRefusal = (code: string): MediaRule => (code === 'VALIDATION.FILE_TOO_LARGE' ? 'size' : 'type');
