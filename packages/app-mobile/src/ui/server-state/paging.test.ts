import { describe, expect, it } from 'vitest';
import { bladePaging, nextPageOf, recordsOf, type BladePage } from './paging';

const page = (current: number, pages: number, records: string[]): BladePage<string> => ({ records, total: pages * 2, size: 2, current, pages });

describe('reading a list a page at a time', () => {
  it('starts at BladeX page 1', () => {
    expect(bladePaging.initialPageParam).toBe(1);
  });

  it('asks for the next page until the last one is in', () => {
    expect(nextPageOf(page(1, 3, ['a', 'b']))).toBe(2);
    expect(nextPageOf(page(3, 3, ['e']))).toBeUndefined();
    expect(nextPageOf(page(1, 0, []))).toBeUndefined();
  });

  it('shows the records of every page read, in order', () => {
    expect(recordsOf([page(1, 2, ['a', 'b']), page(2, 2, ['c'])])).toEqual(['a', 'b', 'c']);
    expect(recordsOf(undefined)).toEqual([]);
  });
});
