import { describe, expect, it } from 'vitest';
import {
  BOOTH_ORDER_MAX,
  FASCIA_FREE_ITEMS_BY_AREA,
  FILE_LIMITS,
  FLOW_TABLE_SETS,
  LEAD_TOOL_PACKAGES,
  PASSWORD_MIN_LENGTH,
  REVIEW_WORKING_DAYS,
  SPINNER_SIZE_PX,
  TRACEABILITY_CODE_MAX_LENGTH,
} from './limits.constants';

describe('business limits of spec §5 and §9', () => {
  it('keeps the form limits', () => {
    expect([BOOTH_ORDER_MAX, PASSWORD_MIN_LENGTH, TRACEABILITY_CODE_MAX_LENGTH]).toEqual([300, 8, 4]);
    expect(FLOW_TABLE_SETS).toEqual([1, 2, 3]);
  });

  it('grows the free fascia items with the booth area, in ascending thresholds', () => {
    expect(FASCIA_FREE_ITEMS_BY_AREA.map((row) => [row.minAreaM2, row.maxItems])).toEqual([
      [9, 10],
      [18, 20],
      [27, 30],
    ]);
  });

  it('keeps the file sizes in bytes', () => {
    expect(FILE_LIMITS.imageSmallMaxBytes).toBe(200 * 1024);
    expect(FILE_LIMITS.imageLargeMaxBytes).toBe(5 * 1024 * 1024);
    expect(FILE_LIMITS.videoMaxBytes).toBe(20 * 1024 * 1024);
    expect(FILE_LIMITS.documentMaxBytes).toBe(10 * 1024 * 1024);
    expect([FILE_LIMITS.logoMinBytes, FILE_LIMITS.logoMaxBytes]).toEqual([10 * 1024, 1024 * 1024]);
  });

  it('keeps the review time, the lead-tool prices and the spinner size', () => {
    expect(REVIEW_WORKING_DAYS).toEqual({ min: 1, max: 3 });
    expect([LEAD_TOOL_PACKAGES.single.priceCny, LEAD_TOOL_PACKAGES.multi.priceCny]).toEqual([1000, 3000]);
    expect(SPINNER_SIZE_PX).toBe(38);
  });
});
