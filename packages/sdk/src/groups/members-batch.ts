// The members of a sheet as an import sends them (issue 29): a list of 1–500, each checked as the member
// form checks one (the error's field names the row: `members.3.idNumber`), sent as addMember sends one.
import type { Err, DomainError } from '@fairpass/domain';
import { GROUP_LIMITS, type MemberFields } from '@fairpass/domain/groups';
import { fieldError, missingObject, under } from '../operations/input-guard';
import { invalidMember } from './groups.input-guards';
import { memberSent } from './member-sent';

/** What checking or importing members takes. */
export interface MembersBatchInput {
  readonly members: readonly MemberFields[];
}

/** The list, or its first problem: none or more than 500 members, or a member the form would refuse (`strict`). */
export function invalidBatch(input: unknown, strict: boolean): Err<DomainError> | undefined {
  const missing = missingObject(input, 'members', true);
  if (missing) return missing;
  const { members } = input as MembersBatchInput;
  if (members.length === 0) return fieldError('VALIDATION.REQUIRED', 'members');
  if (members.length > GROUP_LIMITS.sheetRowsMax) return fieldError('VALIDATION.OUT_OF_RANGE', 'members');
  if (!strict) return undefined;
  for (const [index, member] of members.entries()) {
    const invalid = under(`members.${index}.`, invalidMember(member));
    if (invalid) return invalid;
  }
  return undefined;
}

export const batchSent = (members: readonly MemberFields[]): MemberFields[] => members.map(memberSent);
