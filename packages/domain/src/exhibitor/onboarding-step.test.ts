import { describe, expect, it } from 'vitest';
import { exhibitorStepOf } from './onboarding-step';

describe('where an exhibitor login goes next', () => {
  it.each([
    ['not applied', { state: 'none' }, false, false, '/exhibitorSelfService/exhibitorRegist'],
    ['applied, no company bound by its code', { state: 'submitted' }, false, false, '/exhibitorSelfService/exhCertificationCode'],
    ['bound, company form incomplete', { state: 'submitted' }, true, false, '/exhibitorSelfService/formInfoWap'],
    ['submitted and complete: under review', { state: 'submitted' }, true, true, '/exhibitorSelfService/auditing'],
    ['refused: the review screen with its reason', { state: 'rejected', rejectReason: 'x' }, true, true, '/exhibitorSelfService/auditing'],
    ['approved: the user centre', { state: 'approved' }, true, true, '/user-center'],
  ] as const)('%s', (_name, application, certified, formComplete, step) => {
    expect(exhibitorStepOf({ application, certified, formComplete })).toBe(step);
  });
});
