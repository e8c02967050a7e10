import { describe, expect, it } from 'vitest';
import type { MySession } from './conference.types';
import { clashesOf, clashingWith, sessionsClash, wouldClash, type TimedSession } from './session-clash';

const session = (id: string, start: string, end: string, day = '2026-05-01'): TimedSession => ({
  id,
  day,
  startTime: `${day} ${start}:00`,
  endTime: `${day} ${end}:00`,
});

const held = (s: TimedSession, state: MySession['state'] = 'success') => ({ session: s, state }) as unknown as MySession;

describe('session clashes', () => {
  const opening = session('1', '09:00', '10:00');
  const keynote = session('2', '09:30', '10:30');
  const panel = session('3', '10:00', '11:00');
  const nextDay = session('4', '09:00', '10:00', '2026-05-02');

  it('clashes when the times overlap on the same day', () => {
    expect(sessionsClash(opening, keynote)).toBe(true);
    expect(sessionsClash(keynote, panel)).toBe(true);
  });

  it('does not clash when one ends as the other starts, on another day, or with itself', () => {
    expect(sessionsClash(opening, panel)).toBe(false);
    expect(sessionsClash(opening, nextDay)).toBe(false);
    expect(sessionsClash(opening, opening)).toBe(false);
  });

  it('does not clash when a time does not read', () => {
    expect(sessionsClash(opening, { ...keynote, startTime: '' })).toBe(false);
    expect(sessionsClash(opening, { ...keynote, endTime: '2026-05-01 08:00:00' })).toBe(false);
  });

  it('lists each clashing pair once, in the given order', () => {
    expect(clashesOf([opening, keynote, panel, nextDay])).toEqual([
      [opening, keynote],
      [keynote, panel],
    ]);
    expect(clashesOf([opening, panel, nextDay])).toEqual([]);
  });

  it('finds what a candidate clashes with among the chosen, then the held sign-ups', () => {
    expect(clashingWith([opening], keynote)).toBe(opening);
    expect(clashingWith([], keynote, [held(panel)])).toBe(panel);
    expect(clashingWith([nextDay], keynote, [held(opening)])).toBe(opening);
    expect(clashingWith([nextDay], opening)).toBeUndefined();
  });

  it('says whether a candidate would clash, leaving out failed sign-ups and the candidate itself', () => {
    expect(wouldClash([opening], keynote, [])).toBe(true);
    expect(wouldClash([], keynote, [held(opening, 'in_review')])).toBe(true);
    expect(wouldClash([], keynote, [held(opening, 'failed')])).toBe(false);
    expect(wouldClash([keynote], keynote, [held(keynote)])).toBe(false);
    expect(wouldClash([opening, nextDay], panel)).toBe(false);
  });
});
