// What the people operations refuse before sending: holders that fail the domain's holder rules (the
// error's field names the person: `people.1.idNumber`), the same document twice in one submission
// (REGISTRATION.DUPLICATE_DOCUMENT `{index, name}`, as the server's 4701), and a blank pass type.
import { DomainError, err, type Err } from '@fairpass/domain';
import { firstDuplicate, holderErrors, holderOf, type HolderForm, type PassHolderFields } from '@fairpass/domain/exhibitor-people';
import { fieldError, missingText } from '../operations/input-guard';

/** The first refusal of the people typed, or undefined; and the people as sent. */
export function invalidPeople(people: unknown): Err<DomainError> | { readonly sent: readonly PassHolderFields[] } {
  if (!Array.isArray(people) || people.length === 0) return fieldError('VALIDATION.REQUIRED', 'people');
  const forms = people.map((person): HolderForm => {
    const typed = typeof person === 'object' && person !== null ? (person as Record<string, unknown>) : {};
    const textOf = (key: string) => (typeof typed[key] === 'string' ? (typed[key] as string) : '');
    return { name: textOf('name'), phone: textOf('phone'), idType: textOf('idType'), idNumber: textOf('idNumber'), photoFileId: textOf('photoFileId') };
  });
  for (const [index, form] of forms.entries()) {
    const [field, codes] = Object.entries(holderErrors(form))[0] ?? [];
    if (field && codes?.[0]) return fieldError(codes[0], `people.${index}.${field}`);
  }
  const sent = forms.map(holderOf);
  const duplicate = firstDuplicate(sent);
  if (duplicate) return err(new DomainError(duplicate.code, undefined, undefined, { params: duplicate.params }));
  return { sent };
}

export const blankType = (input: unknown, field: 'type' | 'credentialType'): Err<DomainError> | undefined => missingText(input, [field]);
