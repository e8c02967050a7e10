// An exhibit (展品, shown at the booth) as typed (design exhibitor.md §2.2 `exhibit/single`, rule 6):
// the name in Chinese (at least 2 characters) and in English, the category, and a description of at
// most 500 characters. Images and video are uploads of their own (not in this form yet).
import type { FieldErrors } from '../validation/validate-input';

export const EXHIBIT_DESCRIPTION_MAX = 500;

/** Where an exhibit stands with the organiser's review. */
export type ExhibitState = 'pending' | 'approved' | 'rejected';

export interface Exhibit {
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly category: string;
  readonly description?: string;
  readonly state: ExhibitState;
  readonly rejectReason?: string;
}

/** `GET RC exhibit/list`: the company's exhibits and its maximum (spec §8 "… exhibits reached the maximum"). */
export interface ExhibitList {
  readonly max: number;
  readonly exhibits: readonly Exhibit[];
}

/** The server dictionary an exhibit's category is chosen from (design exhibitor.md §2.2: "category (dictionary)"). */
export const EXHIBIT_CATEGORY_DICTIONARY = 'exhibitCategory';

export type ExhibitField = 'name' | 'nameEn' | 'category' | 'description';
export type ExhibitForm = { readonly [K in ExhibitField]: string };

export const emptyExhibitForm = (): ExhibitForm => ({ name: '', nameEn: '', category: '', description: '' });

export const exhibitFormOf = (exhibit: Exhibit): ExhibitForm => ({
  name: exhibit.name,
  nameEn: exhibit.nameEn,
  category: exhibit.category,
  description: exhibit.description ?? '',
});

/** The field → error codes of an exhibit as typed ({} when it may be sent). */
export function exhibitErrors(form: ExhibitForm): FieldErrors<ExhibitField> {
  const errors: FieldErrors<ExhibitField> = {};
  if (form.name.trim().length < 2) errors.name = ['VALIDATION.REQUIRED'];
  if (form.nameEn.trim() === '') errors.nameEn = ['VALIDATION.REQUIRED'];
  if (form.category.trim() === '') errors.category = ['VALIDATION.REQUIRED'];
  if ([...form.description.trim()].length > EXHIBIT_DESCRIPTION_MAX) errors.description = ['VALIDATION.TOO_LONG'];
  return errors;
}

/** What `RC exhibit/save` takes for a valid form (`id` to edit one). */
export interface SaveExhibitRequest {
  readonly id?: string;
  readonly name: string;
  readonly nameEn: string;
  readonly category: string;
  readonly description?: string;
}

/** What `RC exhibit/remove` takes: the id of one of the company's exhibits. */
export interface RemoveExhibitRequest {
  readonly exhibitId: string;
}

export const exhibitRequestOf = (form: ExhibitForm, id?: string): SaveExhibitRequest => ({
  ...(id ? { id } : {}),
  name: form.name.trim(),
  nameEn: form.nameEn.trim(),
  category: form.category.trim(),
  ...(form.description.trim() === '' ? {} : { description: form.description.trim() }),
});
