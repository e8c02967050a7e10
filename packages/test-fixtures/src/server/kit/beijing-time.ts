// Times on the wire are `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai, which has kept UTC+8 without daylight
// saving since 1991, so a fixed offset is exact.
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

export function beijingTime(epochMs: number): string {
  return new Date(epochMs + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `yyyyMMdd` of a Beijing date, as order numbers carry it. */
export const beijingDate = (epochMs: number): string => beijingTime(epochMs).slice(0, 10).replaceAll('-', '');
