// A pass holder as the admin types them (design exhibitor.md §2.4 `document-manage-info-detail`, §5.2
// rule 2): a person's name (spec §5: at least 2 characters, no digits or symbols) that is not a
// placeholder such as "staff" or "工作人员" (passes are one person each, checked by face at the gate), a
// mainland mobile, and an identity document whose number fits its type (the groups' rules); a photo for
// face-checked entry, optional, jpg or png of at most 200 KB (PASS_PHOTO_RULE, checked on picking).
import type { FieldErrors } from '../validation/validate-input';
import { FILE_RULES } from '../validation/file-rules';
import { isMainlandMobile, isPersonName } from '../validation/field-predicates';
import { idNumberKey, isMemberIdType, isValidIdDocument } from '../groups/id-document';
import type { PassHolderFields } from './exhibitor-people.types';

export type HolderField = keyof PassHolderFields;

/** The holder's photo: jpg or png, at most 200 KB (spec §5's small image). */
export const PASS_PHOTO_RULE = FILE_RULES.imageSmall;

/** The form's values as the form layer holds them: text as typed ('' for no photo). */
export type HolderForm = { readonly [K in HolderField]-?: string };

export const emptyHolderForm = (): HolderForm => ({ name: '', phone: '', idType: 'idCard', idNumber: '', photoFileId: '' });

/** Names that stand for nobody in particular (show manuals refuse them on a personal pass). */
const PLACEHOLDER_NAMES = new Set(['staff', 'worker', 'exhibitor', '工作人员', '员工', '展商', '参展人员']);

export const isHolderName = (value: string): boolean => isPersonName(value) && !PLACEHOLDER_NAMES.has(value.trim().toLowerCase());

/** The field → error codes of a holder as typed ({} when it may be sent). */
export function holderErrors(form: HolderForm): FieldErrors<HolderField> {
  const errors: FieldErrors<HolderField> = {};
  if (form.name.trim() === '') errors.name = ['VALIDATION.REQUIRED'];
  else if (!isHolderName(form.name)) errors.name = ['VALIDATION.NAME_INVALID'];
  if (form.phone.trim() === '') errors.phone = ['VALIDATION.REQUIRED'];
  else if (!isMainlandMobile(form.phone.trim())) errors.phone = ['VALIDATION.PHONE_INVALID'];
  if (!isMemberIdType(form.idType)) errors.idType = ['VALIDATION.REQUIRED'];
  if (form.idNumber.trim() === '') errors.idNumber = ['VALIDATION.REQUIRED'];
  else if (isMemberIdType(form.idType) && !isValidIdDocument(form.idType, form.idNumber)) errors.idNumber = ['VALIDATION.ID_NUMBER_INVALID'];
  return errors;
}

/** The holder of a valid form, as sent. */
export const holderOf = (form: HolderForm): PassHolderFields => ({
  name: form.name.trim(),
  phone: form.phone.trim(),
  idType: isMemberIdType(form.idType) ? form.idType : 'idCard',
  idNumber: idNumberKey(form.idNumber),
  ...(form.photoFileId.trim() !== '' ? { photoFileId: form.photoFileId.trim() } : {}),
});
