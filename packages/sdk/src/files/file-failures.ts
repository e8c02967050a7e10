// What the files area's operations share in their lists of codes.
import type { ErrorCode } from '@fairpass/domain';

/** A file's signed address the server no longer takes (run out, or not its own). */
export const FILE_LINK_FAILURES = ['FILE.LINK_EXPIRED'] as const satisfies readonly ErrorCode[];
