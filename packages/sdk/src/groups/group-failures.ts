// What the groups area's operations share in their lists of codes: every one is refused to someone who
// is not a group leader (GROUP.NOT_LEADER: the SDK says so without asking when it knows the user, the
// server otherwise), and the member operations to a leader who has not set the group up yet.
import type { ErrorCode } from '@fairpass/domain';

/** A call only a group leader may make. */
export const LEADER_FAILURES = ['GROUP.NOT_LEADER'] as const satisfies readonly ErrorCode[];

/** A call on the leader's group, which must exist. */
export const GROUP_FAILURES = ['GROUP.NOT_LEADER', 'GROUP.NOT_SET_UP'] as const satisfies readonly ErrorCode[];

/** What a member's fields are refused with before sending (the info form's person rules and the document). */
export const MEMBER_INPUT_FAILURES = [
  'VALIDATION.REQUIRED',
  'VALIDATION.NAME_INVALID',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.OUT_OF_RANGE',
  'VALIDATION.ID_NUMBER_INVALID',
] as const satisfies readonly ErrorCode[];
