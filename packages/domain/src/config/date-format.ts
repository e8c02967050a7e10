// Date formats of spec §9 and one pure formatter for them (no locale data, no date library).

export const DATE_FORMATS = {
  all: 'YYYY-MM-DD HH:mm:ss',
  day: 'YYYY-MM-DD',
  /** The spec lists y-m-d next to day; the wire and the screens use the same dashed form for both. */
  ymd: 'YYYY-MM-DD',
  md: 'MM-DD',
  hours: 'HH:mm',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

/**
 * The exhibition's clock, China Standard Time (UTC+8): every time on the wire is this wall clock, and a
 * time the phone itself stamps is shown on it too, so a visitor abroad reads one clock everywhere.
 */
export const EXHIBITION_UTC_OFFSET_MINUTES = 480;

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant (epoch ms) of a wall-clock time as the wire writes it — `yyyy-MM-dd HH:mm:ss`, also
 * without seconds or as a bare day — at `utcOffsetMinutes` (default the exhibition's); NaN for
 * anything else.
 */
export const parseWallClock = (text: string, utcOffsetMinutes = EXHIBITION_UTC_OFFSET_MINUTES): number => {
  const match = WALL_CLOCK.exec(text.trim());
  if (!match) return Number.NaN;
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const ms = Date.UTC(year!, month! - 1, day!, hours, minutes, seconds);
  // Date.UTC rolls 02-30 over into March: a date that does not exist is not a time.
  const check = new Date(ms);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hours > 23 || minutes > 59 || seconds > 59) return Number.NaN;
  return ms - utcOffsetMinutes * 60_000;
};

export interface FormatDateOptions {
  /**
   * Format the wall-clock time at this offset from UTC (e.g. 480 for China Standard Time) instead of
   * the runtime's local zone, so a server time shows the exhibition's clock on any device.
   */
  readonly utcOffsetMinutes?: number;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;

/**
 * Formats a date (or epoch ms) with the tokens YYYY, MM, DD, HH, mm, ss; other characters are kept.
 * An invalid date gives '' so a screen shows nothing rather than "NaN-NaN".
 */
export const formatDate = (date: Date | number, format: string, options: FormatDateOptions = {}): string => {
  const ms = typeof date === 'number' ? date : date.getTime();
  if (!Number.isFinite(ms)) return '';
  const offset = options.utcOffsetMinutes;
  const shifted = new Date(offset === undefined ? ms : ms + offset * 60_000);
  const useUtc = offset !== undefined;
  const parts: Record<string, string> = {
    YYYY: pad(useUtc ? shifted.getUTCFullYear() : shifted.getFullYear(), 4),
    MM: pad((useUtc ? shifted.getUTCMonth() : shifted.getMonth()) + 1, 2),
    DD: pad(useUtc ? shifted.getUTCDate() : shifted.getDate(), 2),
    HH: pad(useUtc ? shifted.getUTCHours() : shifted.getHours(), 2),
    mm: pad(useUtc ? shifted.getUTCMinutes() : shifted.getMinutes(), 2),
    ss: pad(useUtc ? shifted.getUTCSeconds() : shifted.getSeconds(), 2),
  };
  return format.replace(TOKENS, (token) => parts[token] ?? token);
};
