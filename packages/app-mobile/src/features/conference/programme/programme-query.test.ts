import { describe, expect, it } from 'vitest';
import { programmeQueryOf, withFilter } from './programme-query';

describe('the programme filter in the address', () => {
  it('reads the known filters and ignores blanks and others', () => {
    expect(programmeQueryOf('day=2026-11-24&venueId=&keyword=%20AI%20&x=1')).toEqual({ day: '2026-11-24', keyword: 'AI' });
  });

  it('changes one filter and drops an emptied one', () => {
    expect(withFilter({ day: '2026-11-24', keyword: 'AI' }, 'venueId', 'v2')).toBe('?day=2026-11-24&keyword=AI&venueId=v2');
    expect(withFilter({ day: '2026-11-24' }, 'day', '')).toBe('');
  });
});
