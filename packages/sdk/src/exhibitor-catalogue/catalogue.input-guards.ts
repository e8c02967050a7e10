// What the catalogue's writes refuse before sending: an entry or a product that fails the domain's rules
// (the error's `field` names the field), and a file the upload rules refuse (`field` is `file`).
import type { DomainError, Err } from '@fairpass/domain';
import { checkUpload, draftErrors, entryErrors, entryFieldsOf, productErrors, type EntryForm, type JournalFields, type SaveProductRequest, type UploadPurpose } from '@fairpass/domain/exhibitor-catalogue';
import { fieldError } from '../operations/input-guard';

const textOf = (input: unknown, key: string): string => {
  const value = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

/** The fields as typed, every one a string. */
export const entryFormFrom = (input: unknown): EntryForm => ({
  exhibitorJournalName: textOf(input, 'exhibitorJournalName'),
  exhibitorJournalEnName: textOf(input, 'exhibitorJournalEnName'),
  journalContacts: textOf(input, 'journalContacts'),
  journalContactInformation: textOf(input, 'journalContactInformation'),
  journalIntroduction: textOf(input, 'journalIntroduction'),
  journalEnIntroduction: textOf(input, 'journalEnIntroduction'),
});

const firstError = (errors: Readonly<Record<string, readonly string[] | undefined>>): Err<DomainError> | undefined => {
  const [field, codes] = Object.entries(errors).find(([, list]) => list && list.length > 0) ?? [];
  return field && codes?.[0] ? fieldError(codes[0] as Parameters<typeof fieldError>[0], field) : undefined;
};

/** The refusal of an entry as typed (all rules to submit, the lengths only for a draft), and the fields as sent. */
export function checkedEntry(input: unknown, draft: boolean): { readonly invalid?: Err<DomainError>; readonly fields: JournalFields } {
  const form = entryFormFrom(input);
  const invalid = firstError(draft ? draftErrors(form) : entryErrors(form));
  return { ...(invalid ? { invalid } : {}), fields: entryFieldsOf(form) };
}

export const invalidProduct = (input: SaveProductRequest | undefined): Err<DomainError> | undefined =>
  firstError(
    productErrors({
      name: textOf(input, 'name'),
      nameEn: textOf(input, 'nameEn'),
      description: textOf(input, 'description'),
      descriptionEn: textOf(input, 'descriptionEn'),
      imageFileId: '',
      image: '',
      videoFileId: '',
      video: '',
      videoName: '',
    }),
  );

/** A file the purpose's rules refuse by its name, type and size (the picture's sides are the app's to measure). */
export function invalidFile(file: { readonly size?: unknown; readonly type?: unknown } | undefined, name: string, purpose: UploadPurpose): Err<DomainError> | undefined {
  const size = typeof file?.size === 'number' ? file.size : 0;
  const type = typeof file?.type === 'string' ? file.type : '';
  const [code] = checkUpload(purpose, { name, size, type }).errors;
  return code ? fieldError(code, 'file') : undefined;
}
