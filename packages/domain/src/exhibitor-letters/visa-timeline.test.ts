import { describe, expect, it } from 'vitest';
import { visaTimeline } from './visa-timeline';

const times = { submittedAt: '2026-11-20 10:00:00', reviewedAt: '2026-11-21 09:00:00', decidedAt: '2026-11-22 15:30:00' };

describe('a visa letter request as a timeline', () => {
  it('stands at "submitted" with the review and the letter to come', () => {
    expect(visaTimeline({ ...times, state: 'submitted', reviewedAt: '', decidedAt: '' })).toEqual([
      { step: 'submitted', status: 'current', at: times.submittedAt },
      { step: 'reviewing', status: 'upcoming', at: '' },
      { step: 'issued', status: 'upcoming', at: '' },
    ]);
  });

  it('is under review since the review began', () => {
    expect(visaTimeline({ ...times, state: 'reviewing', decidedAt: '' }).map((s) => [s.step, s.status, s.at])).toEqual([
      ['submitted', 'done', times.submittedAt],
      ['reviewing', 'current', times.reviewedAt],
      ['issued', 'upcoming', ''],
    ]);
  });

  it('ends on "issued" or on "refused" with the time of the decision', () => {
    expect(visaTimeline({ ...times, state: 'issued' }).at(-1)).toEqual({ step: 'issued', status: 'done', at: times.decidedAt });
    const refused = visaTimeline({ ...times, state: 'rejected' });
    expect(refused.map((s) => s.step)).toEqual(['submitted', 'reviewing', 'rejected']);
    expect(refused.every((s) => s.status === 'done')).toBe(true);
  });

  it('does not make up a time the server did not give', () => {
    expect(visaTimeline({ ...times, state: 'issued', reviewedAt: '' })[1]).toEqual({ step: 'reviewing', status: 'done', at: '' });
  });
});
