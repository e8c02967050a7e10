import { describe, expect, it } from 'vitest';
import { programmeQueryOf, serverQueryOf, withFilter, withOpeningDay } from './programme-query';

describe('the programme filter in the address', () => {
  it('reads the known filters and ignores blanks and others', () => {
    expect(programmeQueryOf('day=2026-11-24&venueId=&keyword=%20AI%20&x=1')).toEqual({ day: '2026-11-24', keyword: 'AI' });
  });

  it('changes one filter and drops an emptied one', () => {
    expect(withFilter({ day: '2026-11-24', keyword: 'AI' }, 'venueId', 'v2')).toBe('?day=2026-11-24&keyword=AI&venueId=v2');
    expect(withFilter({ day: '2026-11-24' }, 'day', '')).toBe('');
  });

  it('opens on the opening day unless a day or every day was asked for', () => {
    expect(withOpeningDay({ keyword: 'AI' }, '2026-05-13')).toEqual({ keyword: 'AI', day: '2026-05-13' });
    expect(withOpeningDay({ day: '2026-05-14' }, '2026-05-13')).toEqual({ day: '2026-05-14' });
    expect(withOpeningDay({}, undefined)).toEqual({ day: 'all' });
    expect(serverQueryOf({ day: 'all', venueId: 'v1' })).toEqual({ venueId: 'v1' });
    expect(serverQueryOf({ day: '2026-05-13' })).toEqual({ day: '2026-05-13' });
  });
});
