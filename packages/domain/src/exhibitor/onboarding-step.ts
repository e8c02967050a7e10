// The onboarding decision table (design exhibitor.md §5.1 rule 1): where an exhibitor login goes next,
// from its profile. The spec's after-login row ("Exhibitor types go to /user-center") stays in
// next-step/; this table is what the user centre's card and the onboarding screens ask.
import type { ExhibitorProfile } from './exhibitor.types';

export type ExhibitorStep =
  | '/exhibitorSelfService/exhibitorRegist'
  | '/exhibitorSelfService/exhCertificationCode'
  | '/exhibitorSelfService/formInfoWap'
  | '/exhibitorSelfService/auditing'
  | '/user-center';

type StepInput = Pick<ExhibitorProfile, 'application' | 'certified' | 'formComplete'>;

/**
 * not applied → apply; applied but no company bound → the certification code; the company form
 * incomplete → the form; submitted or refused → the review screen; approved → the user centre.
 */
export const exhibitorStepOf = (profile: StepInput): ExhibitorStep => {
  const { state } = profile.application;
  if (state === 'approved') return '/user-center';
  if (state === 'none') return '/exhibitorSelfService/exhibitorRegist';
  if (!profile.certified) return '/exhibitorSelfService/exhCertificationCode';
  if (!profile.formComplete) return '/exhibitorSelfService/formInfoWap';
  return '/exhibitorSelfService/auditing';
};
