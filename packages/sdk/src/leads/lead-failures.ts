// The groups of codes the lead tool's operations share (their error types are built from them).
import type { ErrorCode } from '@fairpass/domain';
import { HTTP_FAILURES, WRITE_FAILURES } from '../operations/operation-errors';

/** A lead call can meet a login another employee's ended (spec §8, 4901), and an account without a package (4903). */
export const LEAD_ACCESS_FAILURES = ['AUTH.SINGLE_EMPLOYEE_LOGIN', 'LEADS.NO_PACKAGE'] as const satisfies readonly ErrorCode[];

/** What a lead tool read can fail with. */
export const LEAD_READ_FAILURES = [...HTTP_FAILURES, ...LEAD_ACCESS_FAILURES] as const satisfies readonly ErrorCode[];

/** What a lead tool write can fail with. */
export const LEAD_WRITE_FAILURES = [...WRITE_FAILURES, ...LEAD_ACCESS_FAILURES] as const satisfies readonly ErrorCode[];

/** Why buying a package is refused: staff (4904), a package already held (4906), a transfer in review (4907). */
export const BUY_FAILURES = ['LEADS.NOT_ADMIN', 'LEADS.PACKAGE_ACTIVE', 'LEADS.TRANSFER_PENDING'] as const satisfies readonly ErrorCode[];
