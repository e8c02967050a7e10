// What the people writes can be refused with beyond a write's own failures: an ID a pass already holds
// (4701 → REGISTRATION.DUPLICATE_DOCUMENT `{index, name}`), more passes than are left (5101 →
// LIMIT.MAX_DOCUMENTS `{max, left}`) and a closed type (5102 → DOCUMENT.APPLICATION_CLOSED `{closesAt}`);
// the domain's exhibitor-people-errors.ts reads the 51xx numbers.
import type { ErrorCode } from '@fairpass/domain';

export const PASS_REFUSALS = ['REGISTRATION.DUPLICATE_DOCUMENT', 'LIMIT.MAX_DOCUMENTS', 'DOCUMENT.APPLICATION_CLOSED'] as const satisfies readonly ErrorCode[];
