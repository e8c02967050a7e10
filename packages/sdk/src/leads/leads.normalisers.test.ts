import { describe, expect, it } from 'vitest';
import { normaliseCounts, normaliseLead } from './leads.normalisers';

const wire = (rating: unknown) => ({
  leadId: 'l-1',
  exhibitionId: 'e-1',
  source: 'qr',
  badgeCode: 'FPB-1',
  visitorId: 'v-1',
  name: '王小明',
  mobile: '13900170001',
  company: '',
  jobTitle: '',
  email: '',
  rating,
  tags: [],
  notes: '',
  followUp: {},
  survey: {},
  capturedBy: { userId: 'u-1', name: 'Staff' },
  capturedAt: '2026-05-12 10:00:00',
  updateTime: '2026-05-12 10:00:00',
  version: 1,
});

describe('a lead’s rating as read from the backend', () => {
  it('keeps a known rating, and reads a blank or unknown one as unrated, never as warm', () => {
    expect(normaliseLead(wire('hot')).rating).toBe('hot');
    expect(normaliseLead(wire('unrated')).rating).toBe('unrated');
    expect(normaliseLead(wire('')).rating).toBe('unrated');
    expect(normaliseLead(wire('lukewarm')).rating).toBe('unrated');
  });

  it('counts unrated leads apart from warm ones', () => {
    expect(normaliseCounts({ total: 3, hot: 1, warm: 1, cold: 0, unrated: 1 })).toEqual({ total: 3, hot: 1, warm: 1, cold: 0, unrated: 1 });
  });
});
