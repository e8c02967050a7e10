// Where a visa letter request stands, as a timeline (issue 31 "beyond the anchors": the status in the page
// instead of "e-mail us"): submitted → under review → issued or refused, each step done (with its time),
// the current one, or still to come. A refused request ends on "refused"; until a decision the last step
// reads "issued" to come.
import type { VisaLetter } from './exhibitor-letters.types';

/** A step of a request: the last is `issued` or, once refused, `rejected`. */
export type VisaStep = 'submitted' | 'reviewing' | 'issued' | 'rejected';
/** Done (with its time), where the request stands now, or still to come. */
export type VisaStepStatus = 'done' | 'current' | 'upcoming';

export interface VisaTimelineStep {
  readonly step: VisaStep;
  readonly status: VisaStepStatus;
  /** `yyyy-MM-dd HH:mm:ss` when the step was reached, '' when not (yet) known. */
  readonly at: string;
}

/** The request's three steps, from its state and the times the server gave. */
export function visaTimeline(letter: Pick<VisaLetter, 'state' | 'submittedAt' | 'reviewedAt' | 'decidedAt'>): VisaTimelineStep[] {
  const decided = letter.state === 'issued' || letter.state === 'rejected';
  const reviewing = letter.state === 'reviewing';
  return [
    { step: 'submitted', status: decided || reviewing ? 'done' : 'current', at: letter.submittedAt },
    { step: 'reviewing', status: decided ? 'done' : reviewing ? 'current' : 'upcoming', at: decided || reviewing ? letter.reviewedAt : '' },
    { step: letter.state === 'rejected' ? 'rejected' : 'issued', status: decided ? 'done' : 'upcoming', at: decided ? letter.decidedAt : '' },
  ];
}
