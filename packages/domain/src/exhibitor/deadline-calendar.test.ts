import { describe, expect, it } from 'vitest';
import { deadlineCalendarEvents, openDeadlines, type CompanyDeadline } from './deadline-calendar';

// 2026-05-10 12:00 Beijing
const now = Date.UTC(2026, 4, 10, 4, 0, 0);
const row = (id: string, deadline: string, state: CompanyDeadline['state'] = 'notStarted', kind: CompanyDeadline['kind'] = 'material'): CompanyDeadline => ({
  id,
  kind,
  title: `材料${id}`,
  titleEn: `Material ${id}`,
  deadline,
  state,
});

describe('the deadline calendar', () => {
  it('keeps the deadlines still to meet: not done, not passed', () => {
    const rows = [row('a', '2026-05-12 23:59:59'), row('b', '2026-05-09 23:59:59'), row('c', '2026-05-30 23:59:59', 'approved'), row('d', '2026-06-01 23:59:59', 'notStarted', 'ads')];
    expect(openDeadlines(rows, now).map((d) => d.id)).toEqual(['a', 'd']);
  });

  it('makes each an hour ending at its deadline (UTC), with reminders 3 days and 1 day before the deadline', () => {
    const [event] = deadlineCalendarEvents([row('board', '2026-05-12 23:59:59')], now, 'cn');
    expect(event).toMatchObject({ uid: 'fairpass-deadline-material-board', title: '截止：材料board', start: [2026, 5, 12, 14, 59], end: [2026, 5, 12, 15, 59] });
    expect(event?.alarms.map((a) => a.trigger.minutes + 60)).toEqual([3 * 1440, 1440]);
    expect(event?.alarms[0]?.description).toBe('材料board 还有 3 天截止');
  });

  it('speaks English in English and leaves out a time it cannot read', () => {
    const events = deadlineCalendarEvents([row('x', '2026-05-20 23:59:59', 'draft', 'service'), row('y', 'soon')], now, 'en');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ title: 'Deadline: Material x' });
    expect(events[0]?.alarms[1]?.description).toBe('Material x closes in 1 day');
  });
});
