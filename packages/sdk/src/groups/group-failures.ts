// What the groups area's operations share in their lists of codes: every one is refused to someone who
// is not a group leader (GROUP.NOT_LEADER: the SDK says so without asking when it knows the user, the
// server otherwise), and the member operations to a leader who has not set the group up yet. A group
// account's sub-account acts for its leader within its scope: refused once disabled, and outside it.
import type { ErrorCode } from '@fairpass/domain';

/** A call only a group leader (or a sub-account acting for one) may make; a disabled sub-account is refused. */
export const LEADER_FAILURES = ['GROUP.NOT_LEADER', 'SUBACCOUNT.DISABLED'] as const satisfies readonly ErrorCode[];

/** A call on the leader's group, which must exist. */
export const GROUP_FAILURES = ['GROUP.NOT_LEADER', 'GROUP.NOT_SET_UP', 'SUBACCOUNT.DISABLED'] as const satisfies readonly ErrorCode[];

/** A call outside a sub-account's scope (issue 29): changing the group, bulk actions, the sub-accounts. */
export const LEADER_ONLY_FAILURES = ['SUBACCOUNT.NOT_ALLOWED'] as const satisfies readonly ErrorCode[];

/** What a member's fields are refused with before sending (the info form's person rules and the document). */
export const MEMBER_INPUT_FAILURES = [
  'VALIDATION.REQUIRED',
  'VALIDATION.NAME_INVALID',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.OUT_OF_RANGE',
  'VALIDATION.ID_NUMBER_INVALID',
] as const satisfies readonly ErrorCode[];
