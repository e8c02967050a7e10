// Every clock time on screen says its zone, so a visitor abroad does not read 09:00 as their own 09:00:
// "2026-05-12 09:00（北京时间）" / "2026-05-12 09:00 (China Standard Time)". One formatter for all of them:
// the domain's formatDate on the exhibition's clock (EXHIBITION_UTC_OFFSET_MINUTES), which the wire's
// wall-clock times are written in and onto which a time the phone stamps (epoch ms) is moved, so both
// read alike. A list of many times says the zone once instead (ZoneNote).
import { useTranslation } from 'react-i18next';
import { EXHIBITION_UTC_OFFSET_MINUTES, formatDate, parseWallClock } from '@fairpass/domain';

/** A wire time (`yyyy-MM-dd HH:mm[:ss]`, the exhibition's clock) or an instant (epoch ms, e.g. the phone's stamp). */
export type ClockValue = string | number;

/** Day and minute, the form times are shown in. */
export const DAY_AND_MINUTE = 'YYYY-MM-DD HH:mm';
export const MINUTE = 'HH:mm';

const instantOf = (value: ClockValue): number => (typeof value === 'number' ? value : parseWallClock(value));
const onExhibitionClock = (value: ClockValue, format: string): string => formatDate(instantOf(value), format, { utcOffsetMinutes: EXHIBITION_UTC_OFFSET_MINUTES });

/** `2026-05-12 09:00` on the exhibition's clock, without the zone (for a list under a ZoneNote); a text that is no time as it came. */
export const clockText = (value: ClockValue, format = DAY_AND_MINUTE): string => onExhibitionClock(value, format) || (typeof value === 'string' ? value : '');

/** For `<time dateTime>`: the instant with its offset, `2026-05-12T09:00:00+08:00`. */
export const machineTimeOf = (value: ClockValue): string | undefined => {
  const text = onExhibitionClock(value, 'YYYY-MM-DDTHH:mm:ss');
  return text ? `${text}+08:00` : undefined;
};

export interface ClockTimes {
  /** One time with its zone: `2026-05-12 09:00（北京时间）`. */
  readonly at: (value: ClockValue, format?: string) => string;
  /** From–to with the zone once; the end without its day when it is the start's: `2026-05-12 09:00–09:25（北京时间）`. */
  readonly span: (start: ClockValue, end: ClockValue) => string;
  /** The zone's name: 北京时间 / China Standard Time. */
  readonly zone: string;
}

export function useClockTimes(): ClockTimes {
  const { t } = useTranslation('common');
  const zoned = (time: string): string => (time ? t('clock.zoned', { time }) : '');
  return {
    at: (value, format = DAY_AND_MINUTE) => zoned(clockText(value, format)),
    span: (start, end) => {
      const from = clockText(start);
      const sameDay = onExhibitionClock(start, 'YYYY-MM-DD') !== '' && onExhibitionClock(start, 'YYYY-MM-DD') === onExhibitionClock(end, 'YYYY-MM-DD');
      return zoned(`${from}–${clockText(end, sameDay ? MINUTE : DAY_AND_MINUTE)}`);
    },
    zone: t('clock.zone'),
  };
}

/** One time as a `<time>` element saying its zone. */
export function ClockTime({ value, format }: { readonly value: ClockValue; readonly format?: string }) {
  const { at } = useClockTimes();
  return <time dateTime={machineTimeOf(value)}>{at(value, format)}</time>;
}

/** Once above a list of times shown without their zone: "时间均为北京时间" / "Times are China Standard Time". */
export function ZoneNote() {
  const { t } = useTranslation('common');
  return <p className="fp-note fp-zone-note">{t('clock.note')}</p>;
}
