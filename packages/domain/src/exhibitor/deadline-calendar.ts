// The deadline calendar (design exhibitor.md §5.1 "Beyond the anchors"): every deadline the company has —
// its materials and manual forms, its service, ads and interpreter bookings — on one list, most urgent
// first, and the open ones as calendar events with a reminder 3 days and 1 day before each, so one .ics
// file puts them all in the phone's calendar. The app writes the file outside WeChat; inside it the server
// hands out the same file at a signed address. The domain only says what goes in it.
import type { LanguageType } from '../config/language';
import { utcDateArray, type CalendarEvent, type CalendarReminder } from '../calendar/calendar-event';
import type { MaterialState } from './exhibitor.types';
import { epochOf, materialTaskState } from './material-task';

export type DeadlineKind = 'material' | 'service' | 'ads' | 'translation';

/** One deadline of the company (`GET RC exhibitor/deadlines`). A booking is never "done": its state is notStarted. */
export interface CompanyDeadline {
  readonly id: string;
  readonly kind: DeadlineKind;
  readonly title: string;
  readonly titleEn: string;
  /** `yyyy-MM-dd HH:mm:ss`, Beijing time. */
  readonly deadline: string;
  readonly state: MaterialState;
}

export interface CompanyDeadlines {
  /** The server clock (epoch ms) the deadlines are judged on. */
  readonly serverTime: number;
  readonly deadlines: readonly CompanyDeadline[];
}

/** The reminders of each deadline, in days before it. */
export const DEADLINE_REMINDER_DAYS = [3, 1] as const;

/** The hour the calendar event takes, ending at the deadline. */
const EVENT_MINUTES = 60;

/** A deadline's event: the hour before it, with reminders 3 days and 1 day before. */
export type DeadlineCalendarEvent = CalendarEvent & { readonly alarms: readonly CalendarReminder[] };


const WORDS: Readonly<Record<LanguageType, { title: (what: string) => string; reminder: (what: string, days: number) => string; note: string }>> = {
  cn: { title: (what) => `截止：${what}`, reminder: (what, days) => `${what} 还有 ${days} 天截止`, note: '展商自助服务的截止时间（北京时间）' },
  en: { title: (what) => `Deadline: ${what}`, reminder: (what, days) => `${what} closes in ${days} day${days === 1 ? '' : 's'}`, note: 'A deadline of the exhibitor self-service (Beijing time)' },
};

/** The deadlines still to meet: not done and not passed on the server clock. */
export const openDeadlines = (deadlines: readonly CompanyDeadline[], serverTime: number): CompanyDeadline[] =>
  deadlines.filter((d) => {
    const state = materialTaskState(d, serverTime);
    return state === 'open' || state === 'due-soon';
  });

/**
 * The open deadlines as calendar events in `language`: each the hour ending at its deadline, with a
 * reminder 3 days and 1 day before the deadline. Done and passed ones, and unreadable times, are left out.
 */
export function deadlineCalendarEvents(deadlines: readonly CompanyDeadline[], serverTime: number, language: LanguageType): DeadlineCalendarEvent[] {
  const words = WORDS[language];
  return openDeadlines(deadlines, serverTime).flatMap((d) => {
    const end = epochOf(d.deadline);
    if (end === undefined) return [];
    const what = language === 'en' ? d.titleEn || d.title : d.title || d.titleEn;
    return [
      {
        uid: `fairpass-deadline-${d.kind}-${d.id}`,
        title: words.title(what),
        start: utcDateArray(end - EVENT_MINUTES * 60_000),
        startInputType: 'utc',
        startOutputType: 'utc',
        end: utcDateArray(end),
        endInputType: 'utc',
        endOutputType: 'utc',
        location: '',
        description: words.note,
        // the trigger counts from the event's start, an hour before the deadline
        alarms: DEADLINE_REMINDER_DAYS.map((days) => ({ action: 'display' as const, description: words.reminder(what, days), trigger: { minutes: days * 1440 - EVENT_MINUTES, before: true as const } })),
      },
    ];
  });
}
