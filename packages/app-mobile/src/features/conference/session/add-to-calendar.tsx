// "Add to calendar": the session as an .ics file the phone's calendar opens. The `ics` library writes
// the file (RFC 5545 folding, escaping, UTC times) and is loaded only when the button is pressed.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionCalendarEvent, type ConferenceSession } from '@fairpass/domain/conference';
import { FormStatus } from '../../../ui/form/form-status';
import { useLanguage } from '../../../ui/use-language';

export function AddToCalendar({ session }: { readonly session: ConferenceSession }) {
  const { t } = useTranslation('conference');
  const [language] = useLanguage();
  const [status, setStatus] = useState<string | null>(null);
  const event = sessionCalendarEvent(session, language);
  if (!event) return null;
  const download = async () => {
    const { createEvent } = await import('ics');
    const { error, value } = createEvent({ ...event, start: [...event.start], end: [...event.end], productId: 'fairpass' });
    if (error || !value) {
      setStatus(t('session.calendarFailed'));
      return;
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([value], { type: 'text/calendar;charset=utf-8' }));
    link.download = `session-${session.id}.ics`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    setStatus(t('session.calendarReady'));
  };
  return (
    <>
      <Button block fill="outline" onClick={() => void download()}>
        {t('session.addToCalendar')}
      </Button>
      <FormStatus message={status} />
    </>
  );
}
