// What the manual's reads and writes can be refused with (design exhibitor.md §5.1): the module not
// opened (5004), the company not approved (5012), no booth yet (5007), a raw-space booth (5008).
import type { ErrorCode } from '@fairpass/domain';

/** The manual's refusals every operation on a section shares. */
export const MANUAL_REFUSALS = [
  'EXHIBITOR.PERMISSION_NOT_OPENED',
  'EXHIBITOR.NOT_APPROVED',
  'BOOTH.NOT_ALLOCATED',
  'FASCIA.NOT_APPLICABLE',
] as const satisfies readonly ErrorCode[];
