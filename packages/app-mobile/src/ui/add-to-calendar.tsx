// "Add to calendar" (a session, a ticket's exhibition days, an exhibitor's deadlines all at once): one .ics
// file the phone's calendar opens, with one event or several.
// Outside WeChat the page writes the file with the `ics` library (RFC 5545 folding, escaping, UTC times),
// loaded only when the button is pressed, and downloads it. WeChat's browser saves no download: there the
// button asks the server for the same file at a signed, short-lived address (no token in it) and offers
// the ways to keep it (keep-file.tsx: open in the browser, copy the link, send it to my e-mail) — never
// saying a file was made or saved. The event's fields come from the domain (sessionCalendarEvent,
// ticketCalendarEvent); the screen gives its own words.
import { Button } from './button';
import { useState } from 'react';
import type { CalendarEvent, DomainError, Result } from '@fairpass/domain';
import type { SignedFile } from '@fairpass/domain/files';
import { FetchedFile } from './fetched-file';
import { FormStatus } from './form/form-status';
import { useShell } from './shell-context';

/** What an `ics` event takes, in UTC: the domain's calendar events (tickets, sessions, deadlines). */
export type CalendarEventFields = CalendarEvent;

export interface AddToCalendarProps {
  /** The event, or several written into one file. */
  readonly event: CalendarEventFields | readonly CalendarEventFields[];
  /** The file's name outside WeChat (`session-1.ics`). */
  readonly fileName: string;
  /** Inside WeChat: the same file at the server's signed address. */
  readonly fetchFile: () => Promise<Result<SignedFile, DomainError>>;
  /** The button's words, and what is said once the file is made or could not be. */
  readonly texts: { readonly label: string; readonly ready: string; readonly failed: string };
}

export function AddToCalendar(props: AddToCalendarProps) {
  const { environment } = useShell();
  return environment.isWeChat ? <CalendarInWeChat {...props} /> : <CalendarDownload {...props} />;
}

function CalendarDownload({ event, fileName, texts }: AddToCalendarProps) {
  const [status, setStatus] = useState<string | null>(null);
  const download = async () => {
    const { createEvents } = await import('ics');
    const list: readonly CalendarEventFields[] = 'uid' in event ? [event] : event;
    const { error, value } = createEvents(
      list.map(({ alarms, ...fields }) => ({
        ...fields,
        start: [...fields.start],
        end: [...fields.end],
        ...(alarms ? { alarms: alarms.map((alarm) => ({ ...alarm, trigger: { ...alarm.trigger } })) } : {}),
        productId: 'fairpass',
      })),
    );
    if (error || !value) {
      setStatus(texts.failed);
      return;
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([value], { type: 'text/calendar;charset=utf-8' }));
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    setStatus(texts.ready);
  };
  return (
    <>
      <Button block fill="outline" onClick={() => void download()}>
        {texts.label}
      </Button>
      <FormStatus message={status} />
    </>
  );
}

function CalendarInWeChat({ fetchFile, texts }: AddToCalendarProps) {
  return <FetchedFile fetchFile={fetchFile} label={texts.label} downloadLabel={() => texts.label} />;
}
