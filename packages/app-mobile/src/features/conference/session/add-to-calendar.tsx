// "Add to calendar" on a session: the session as a calendar event (the domain's sessionCalendarEvent),
// written on the phone outside WeChat and fetched from the server at a signed address inside it — the
// shared ui/add-to-calendar.tsx, in the conference's words.
import { useTranslation } from 'react-i18next';
import { sessionCalendarEvent, type ConferenceSession } from '@fairpass/domain/conference';
import { getConference } from '@fairpass/sdk/conference';
import { AddToCalendar as CalendarButton } from '../../../ui/add-to-calendar';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';

export function AddToCalendar({ session }: { readonly session: ConferenceSession }) {
  const { t } = useTranslation('conference');
  const { client } = useShell();
  const [language] = useLanguage();
  const event = sessionCalendarEvent(session, language);
  if (!event) return null;
  return (
    <CalendarButton
      event={event}
      fileName={`session-${session.id}.ics`}
      fetchFile={() => getConference(client).fetchCalendarFile.execute({ id: session.id })}
      texts={{ label: t('session.addToCalendar'), ready: t('session.calendarReady'), failed: t('session.calendarFailed') }}
    />
  );
}
