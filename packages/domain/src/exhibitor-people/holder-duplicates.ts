// The same identity document twice (design exhibitor.md §5.2 rule 3): within one submission, or against
// the ones the company's passes already hold. Numbers compare without case or surrounding spaces. The
// answer is spec §8's "You have registered this document" with the person it is about (`index` 0-based
// in the submission, `name`), as the server's 4701 says it.
import { idNumberKey } from '../groups/id-document';
import type { PassHolderFields } from './exhibitor-people.types';

export interface DuplicateHolder {
  readonly code: 'REGISTRATION.DUPLICATE_DOCUMENT';
  readonly params: { readonly index: string; readonly name: string };
}

/** The first person of `people` whose document is already in `taken` or earlier in `people`. */
export function firstDuplicate(people: readonly Pick<PassHolderFields, 'name' | 'idNumber'>[], taken: Iterable<string> = []): DuplicateHolder | undefined {
  const seen = new Set([...taken].map(idNumberKey));
  for (const [index, person] of people.entries()) {
    const key = idNumberKey(person.idNumber);
    if (seen.has(key)) return { code: 'REGISTRATION.DUPLICATE_DOCUMENT', params: { index: String(index), name: person.name } };
    seen.add(key);
  }
  return undefined;
}
