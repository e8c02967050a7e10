// A calendar event as the app's "add to calendar" writes it into an .ics (the npm `ics` library's
// EventAttributes): every area that offers one (a ticket's days, a conference session, the exhibitor's
// deadlines) builds this shape, so the app has one writer. Times are UTC `[year, month, day, hour, minute]`
// arrays (month 1–12) with input and output types 'utc', so the event lands at the right moment whatever
// zone the phone is set to.

/** `[year, month (1–12), day, hour, minute]` in UTC; mutable, as the `ics` library's DateArray is. */
export type CalendarDateArray = [number, number, number, number, number];

/** A reminder as the `ics` library's Alarm takes it: shown, some minutes before the start. */
export interface CalendarReminder {
  readonly action: 'display';
  readonly description: string;
  readonly trigger: { readonly minutes: number; readonly before: true };
}

export interface CalendarEvent {
  readonly uid: string;
  readonly title: string;
  readonly start: CalendarDateArray;
  readonly startInputType: 'utc';
  readonly startOutputType: 'utc';
  readonly end: CalendarDateArray;
  readonly endInputType: 'utc';
  readonly endOutputType: 'utc';
  readonly location: string;
  readonly description: string;
  /** Reminders (VALARM). */
  readonly alarms?: readonly CalendarReminder[];
}

/** An instant (epoch ms) as the UTC date array of a calendar event. */
export const utcDateArray = (ms: number): CalendarDateArray => {
  const date = new Date(ms);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()];
};
