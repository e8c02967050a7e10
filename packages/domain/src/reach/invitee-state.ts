// Where someone the user invited stands, from their registration on the exhibition: no registration yet
// (only a text or e-mail went out), the information form not complete, waiting for review, approved, or
// not approved (spec §4 registration completion and review).
import type { CompleteResult, ExamineResult } from '../identity/user-info';
import type { InviteeState } from './reach.types';

/** The two results of a registration the invitee's state is read from. */
export interface RegistrationProgress {
  readonly completeResult: CompleteResult;
  readonly examineResult: ExamineResult;
}

/** Where an invitee stands: `sent` without a registration, else its progress. */
export function inviteeStateOf(registration: RegistrationProgress | undefined): InviteeState {
  if (registration === undefined) return 'sent';
  if (registration.completeResult !== 'succ') return 'incomplete';
  if (registration.examineResult === 'approve') return 'approved';
  if (registration.examineResult === 'reject') return 'rejected';
  return 'reviewing';
}
