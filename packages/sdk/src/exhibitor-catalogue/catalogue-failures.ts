// What the catalogue's calls can be refused with beyond a call's own failures: the login's modules do not
// include this part (5004 → EXHIBITOR.PERMISSION_NOT_OPENED, spec §6) and, for writes, the organiser's
// deadline has passed (5003 → REGISTRATION.SUBMISSION_CLOSED, spec §8). The domain's exhibitor-errors.ts
// reads the 50xx numbers.
import type { ErrorCode } from '@fairpass/domain';

export const CATALOGUE_READ_REFUSALS = ['EXHIBITOR.PERMISSION_NOT_OPENED'] as const satisfies readonly ErrorCode[];

export const CATALOGUE_WRITE_REFUSALS = ['EXHIBITOR.PERMISSION_NOT_OPENED', 'REGISTRATION.SUBMISSION_CLOSED'] as const satisfies readonly ErrorCode[];
