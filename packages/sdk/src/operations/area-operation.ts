// What the business areas' operations share: one way to run a call — refuse bad input without sending,
// else call the gateway — kept to the operation's list of codes, the exhibition of the visit, and an
// optional text as it is sent.
import type { DomainError, Err, ErrorCode, Result } from '@fairpass/domain';
import type { SessionStore } from '../session/session.store';
import { type ErrorOf, withinCodes } from './operation-errors';

/** The refusal of bad input when there is one, else the gateway's answer; either kept to `codes`. */
export async function guarded<T, L extends readonly ErrorCode[]>(
  codes: L,
  invalid: Err<DomainError> | undefined,
  call: () => Promise<Result<T, DomainError>>,
): Promise<Result<T, ErrorOf<L>>> {
  return withinCodes(invalid ?? (await call()), codes);
}

/** The exhibition of this visit, as every exhibition-wide read and write names it. */
export const exhibitionOf = (session: SessionStore): string => session.getSnapshot().entry.exhibitionId ?? '';

/** An optional text as sent: trimmed, and left out when blank (a blank discount code is no code). */
export const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
