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
