// Times on the ticketing wire are `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai (docs/endpoints.md). China
// keeps one offset all year (no daylight saving since 1991), so a fixed +08:00 reads them on a phone
// set to any zone.

/** Minutes east of UTC of the wire's times. */
export const WIRE_UTC_OFFSET_MINUTES = 480;

const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Epoch ms of a wire time, or undefined for anything else ("", Jackson's null, a date that does not exist). */
export const parseWireTime = (text: unknown): number | undefined => {
  if (typeof text !== 'string') return undefined;
  const parts = WIRE_TIME.exec(text.trim())?.slice(1).map(Number);
  if (parts === undefined) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  // Date.UTC rolls 2026-02-30 over into March; a rolled date was not a real one.
  const exists = check.getUTCMonth() === month - 1 && check.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
  return exists ? wall - WIRE_UTC_OFFSET_MINUTES * 60_000 : undefined;
};
