// Spec §4 "Auto login": a token obtained sets isNextStepPage to yes and the next-step decision runs;
// a failure sets it to no and the user goes back to the page the link came from.

export type AutoLoginOutcome =
  | { readonly isNextStepPage: 'yes'; readonly then: 'decideNextStep' }
  | { readonly isNextStepPage: 'no'; readonly then: 'sourcePage' };

export const nextStepAfterAutoLogin = (ok: boolean): AutoLoginOutcome =>
  ok ? { isNextStepPage: 'yes', then: 'decideNextStep' } : { isNextStepPage: 'no', then: 'sourcePage' };
