import { describe, expect, it } from 'vitest';
import { byUrgency, daysLeft, materialTaskState } from './material-task';

// 2026-11-26 10:00 Beijing
const now = Date.UTC(2026, 10, 26, 2, 0, 0);

describe('material task state on the server clock, by Beijing days', () => {
  it('is done once submitted or approved, whatever the deadline', () => {
    expect(materialTaskState({ deadline: '2026-11-01 00:00:00', state: 'submitted' }, now)).toBe('done');
    expect(materialTaskState({ deadline: '2026-11-01 00:00:00', state: 'approved' }, now)).toBe('done');
  });
  it('is closed once the deadline has passed', () => {
    expect(materialTaskState({ deadline: '2026-11-26 09:59:59', state: 'draft' }, now)).toBe('overdue-closed');
  });
  it('is due soon within 3 calendar days, today included', () => {
    expect(materialTaskState({ deadline: '2026-11-26 23:59:59', state: 'notStarted' }, now)).toBe('due-soon');
    expect(materialTaskState({ deadline: '2026-11-29 00:00:00', state: 'rejected' }, now)).toBe('due-soon');
  });
  it('is open further out', () => {
    expect(materialTaskState({ deadline: '2026-11-30 00:00:00', state: 'draft' }, now)).toBe('open');
  });
  it('counts days on Beijing dates, not UTC ones', () => {
    // 23:30 UTC on the 25th is 07:30 on the 26th in Beijing
    const lateUtc = Date.UTC(2026, 10, 25, 23, 30);
    expect(daysLeft('2026-11-26 18:00:00', lateUtc)).toBe(0);
    expect(daysLeft('2026-11-28 00:00:00', now)).toBe(2);
    expect(daysLeft('not a time', now)).toBeUndefined();
  });
  it('orders the most urgent first: due soon, open, closed, done', () => {
    const items = [
      { id: 'done', deadline: '2026-11-27 00:00:00', state: 'approved' as const },
      { id: 'closed', deadline: '2026-11-25 00:00:00', state: 'draft' as const },
      { id: 'open', deadline: '2026-12-05 00:00:00', state: 'draft' as const },
      { id: 'soon-later', deadline: '2026-11-28 00:00:00', state: 'notStarted' as const },
      { id: 'soon', deadline: '2026-11-27 00:00:00', state: 'notStarted' as const },
    ];
    expect(byUrgency(items, now).map((i) => i.id)).toEqual(['soon', 'soon-later', 'open', 'closed', 'done']);
  });
});
