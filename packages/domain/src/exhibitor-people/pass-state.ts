// What may be done with a pass in each state (design exhibitor.md §5.2 rule 5): incomplete → reviewing →
// approved or rejected; approved → lost → reissued (the old code refused at the gate, a new one issued).
// The admin removes a pass that is not issued yet or was refused, reports an issued one lost, edits one
// the holder has not completed or the organiser refused, and invites anyone listed to visit as a visitor
// (a refused holder can still come to the show that way), except on a lost pass, whose reissue is the
// person's row now.
import type { PassState } from './exhibitor-people.types';

export type PassAction = 'remove' | 'reportLoss' | 'edit' | 'inviteVisitor';

const ACTIONS: Readonly<Record<PassState, readonly PassAction[]>> = {
  incomplete: ['remove', 'edit', 'inviteVisitor'],
  reviewing: ['remove', 'inviteVisitor'],
  approved: ['reportLoss', 'inviteVisitor'],
  rejected: ['remove', 'edit', 'inviteVisitor'],
  lost: [],
  reissued: ['reportLoss', 'inviteVisitor'],
};

/** The next state after the organiser's review or a loss report, or undefined when it does not apply. */
const NEXT: Readonly<Record<PassState, Partial<Record<'submit' | 'approve' | 'reject' | 'reportLoss', PassState>>>> = {
  incomplete: { submit: 'reviewing' },
  reviewing: { approve: 'approved', reject: 'rejected' },
  approved: { reportLoss: 'lost' },
  rejected: { submit: 'reviewing' },
  lost: {},
  reissued: { reportLoss: 'lost' },
};

export const passActions = (state: PassState): readonly PassAction[] => ACTIONS[state];

export const passAllows = (state: PassState, action: PassAction): boolean => ACTIONS[state].includes(action);

export const nextPassState = (state: PassState, event: 'submit' | 'approve' | 'reject' | 'reportLoss'): PassState | undefined => NEXT[state][event];

/** Whether a pass counts against the quota (a refused, lost or removed one does not; its reissue does). */
export const countsAgainstQuota = (state: PassState): boolean => state !== 'rejected' && state !== 'lost';
