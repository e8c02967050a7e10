import { describe, expect, it } from 'vitest';
import { foldSearchText, keywordMatcher, leadSearchText } from './lead-search';

describe('searching leads on the phone', () => {
  const text = leadSearchText({
    source: 'manual',
    name: '王小明',
    mobile: '13900170001',
    company: 'ACME 机械',
    tags: ['VIP'],
    notes: 'wants a quote',
    rating: 'hot',
    capturedAt: '2026-12-01 10:00:00',
  });

  it('folds width, case and spaces the same way for the lead and the query', () => {
    expect(foldSearchText('  ＡＣＭＥ   Machines ')).toBe('acme machines');
    expect(keywordMatcher('ａｃｍｅ')(text)).toBe(true);
  });

  it('needs every word of the keyword somewhere in the lead', () => {
    expect(keywordMatcher('王 vip')(text)).toBe(true);
    expect(keywordMatcher('0001 quote')(text)).toBe(true);
    expect(keywordMatcher('王 cold')(text)).toBe(false);
  });

  it('matches everything for a blank keyword', () => {
    expect(keywordMatcher('   ')('')).toBe(true);
    expect(keywordMatcher(undefined)('x')).toBe(true);
  });
});
