// The catalogue's uploads checked before sending (spec §5; design exhibitor.md §5.1 rule 7): the company
// logo png/jpg/jpeg of 10 KB–1 MB, 600×350 only suggested (a warning, never an error); a product picture
// jpg/png up to 5 MB (the large image tier); an exhibit's image jpg/png up to 2 MB (design §2.2, the
// medium tier); a video mp4/mov up to 20 MB (spec §5). The app measures the picture; this judges the numbers.
import { FILE_RULES } from '../validation/file-rules';
import { validateFile, type FileCheck, type FileFacts } from '../validation/validate-file';
import type { UploadPurpose } from './exhibitor-catalogue.types';

export const UPLOAD_RULES = { logo: FILE_RULES.companyLogo, product: FILE_RULES.imageLarge, exhibitImage: FILE_RULES.imageMedium, video: FILE_RULES.video } as const satisfies Record<UploadPurpose, unknown>;

/** The errors (refused before sending) and warnings (sent anyway) of a file chosen for `purpose`. */
export const checkUpload = (purpose: UploadPurpose, file: FileFacts): FileCheck => validateFile(file, UPLOAD_RULES[purpose]);

/** The `accept` list of the file picker for `purpose`: `.png,.jpg,.jpeg`, or `.mp4,.mov` for a video. */
export const acceptOf = (purpose: UploadPurpose): string => {
  const extensions: readonly string[] = UPLOAD_RULES[purpose].extensions;
  const all = extensions.includes('jpg') && !extensions.includes('jpeg') ? [...extensions, 'jpeg'] : extensions;
  return all.map((e) => `.${e}`).join(',');
};
