import { describe, expect, it } from 'vitest';
import { groupByDay, groupByTimeNode } from './programme-groups';

const s = (id: string, day: string, start: string) => ({ id, day, startTime: `${day} ${start}:00` });

describe('the programme groups', () => {
  const sessions = [s('a', '2026-05-02', '09:00'), s('b', '2026-05-01', '14:00'), s('c', '2026-05-01', '09:00'), s('d', '2026-05-01', '14:00')];

  it('groups by day in day order, keeping the given order within a day', () => {
    expect(groupByDay(sessions).map(({ day, sessions: members }) => [day, members.map(({ id }) => id)])).toEqual([
      ['2026-05-01', ['b', 'c', 'd']],
      ['2026-05-02', ['a']],
    ]);
  });

  it('groups by start time within a day, in time order', () => {
    expect(groupByTimeNode(sessions).map(({ day, time, sessions: members }) => [day, time, members.map(({ id }) => id)])).toEqual([
      ['2026-05-01', '09:00', ['c']],
      ['2026-05-01', '14:00', ['b', 'd']],
      ['2026-05-02', '09:00', ['a']],
    ]);
  });

  it('keeps the wire start time on a node and gives empty groups for nothing', () => {
    expect(groupByTimeNode([s('x', '2026-05-01', '09:30')])[0]?.startTime).toBe('2026-05-01 09:30:00');
    expect(groupByDay([])).toEqual([]);
    expect(groupByTimeNode([])).toEqual([]);
  });
});
