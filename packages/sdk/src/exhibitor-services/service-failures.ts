// What the services can be refused with beyond a read's or a write's own failures: a login whose company
// has not opened the module (5004), any write on an exhibition whose exhibitor information the organiser
// has closed (5003 → REGISTRATION.SUBMISSION_CLOSED, spec §8 "Submission of information is closed"), an item or slot sold out (5009 → SERVICE.SOLD_OUT `{item}`) and a
// booking past its deadline or under 3 days' notice (5010 → SERVICE.BOOKING_CLOSED `{deadline}`); the
// domain's exhibitor-errors.ts reads the numbers.
import type { ErrorCode } from '@fairpass/domain';

/** A login whose company has not opened the module (5004). */
export const SERVICE_ACCESS_REFUSALS = ['EXHIBITOR.PERMISSION_NOT_OPENED'] as const satisfies readonly ErrorCode[];
/** What any services write can be refused with: the module (5004), the exhibition's information closed (5003). */
export const SERVICE_WRITE_REFUSALS = [...SERVICE_ACCESS_REFUSALS, 'REGISTRATION.SUBMISSION_CLOSED'] as const satisfies readonly ErrorCode[];
/** What a booking can be refused with: those, a sold-out item or slot (5009), an item's booking closed (5010). */
export const SERVICE_REFUSALS = [...SERVICE_WRITE_REFUSALS, 'SERVICE.SOLD_OUT', 'SERVICE.BOOKING_CLOSED'] as const satisfies readonly ErrorCode[];
