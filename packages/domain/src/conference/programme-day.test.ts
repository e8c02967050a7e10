import { describe, expect, it } from 'vitest';
import { exhibitionDayOf, nowMarkerIndex, openingDayOf } from './programme-day';

const DAYS = ['2026-05-11', '2026-05-12', '2026-05-13', '2026-05-14'];
/** 2026-05-12 23:30 Beijing time. */
const LATE_ON_THE_12TH = Date.UTC(2026, 4, 12, 15, 30);

describe('the day the programme opens on', () => {
  it('reads the day on the exhibition clock, not UTC', () => {
    expect(exhibitionDayOf(LATE_ON_THE_12TH)).toBe('2026-05-12');
    expect(exhibitionDayOf(Date.UTC(2026, 4, 12, 16, 0))).toBe('2026-05-13');
  });

  it('is today when today has sessions', () => {
    expect(openingDayOf(DAYS, LATE_ON_THE_12TH)).toBe('2026-05-12');
  });

  it('is the first day with sessions to come when today has none', () => {
    expect(openingDayOf(['2026-05-10', '2026-05-14', '2026-05-13'], LATE_ON_THE_12TH)).toBe('2026-05-13');
  });

  it('shows every day when the programme is over or the clock is unknown', () => {
    expect(openingDayOf(['2026-05-10', '2026-05-11'], LATE_ON_THE_12TH)).toBeUndefined();
    expect(openingDayOf(DAYS, undefined)).toBeUndefined();
    expect(openingDayOf([], LATE_ON_THE_12TH)).toBeUndefined();
  });
});

describe('where now sits in the list', () => {
  it('goes before the first session that has not started', () => {
    expect(nowMarkerIndex([{ timeState: 'ended' }, { timeState: 'ongoing' }, { timeState: 'upcoming' }, { timeState: 'upcoming' }], false)).toBe(2);
    expect(nowMarkerIndex([{ timeState: 'upcoming' }], false)).toBe(0);
  });

  it('goes at the end only when every session has started and no more are to load', () => {
    expect(nowMarkerIndex([{ timeState: 'ended' }, { timeState: 'ongoing' }], true)).toBe(2);
    expect(nowMarkerIndex([{ timeState: 'ended' }, { timeState: 'ongoing' }], false)).toBeUndefined();
    expect(nowMarkerIndex([], true)).toBeUndefined();
  });
});
