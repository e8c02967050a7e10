// "Add to calendar": the session as an .ics file the phone's calendar opens. Outside WeChat the page
// writes the file with the `ics` library (RFC 5545 folding, escaping, UTC times), loaded only when the
// button is pressed, and downloads it. WeChat's browser saves no download: there the button asks the
// server for the same file at a signed, short-lived address (no token in it) and offers the ways to keep
// it (ui/keep-file.tsx: open in the browser, copy the link, send it to my e-mail) — never saying a file
// was made or saved.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionCalendarEvent, type ConferenceSession } from '@fairpass/domain/conference';
import type { SignedFile } from '@fairpass/domain/files';
import { getConference } from '@fairpass/sdk/conference';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { KeepFile } from '../../../ui/keep-file';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useLanguage } from '../../../ui/use-language';

export function AddToCalendar({ session }: { readonly session: ConferenceSession }) {
  const { environment } = useShell();
  const [language] = useLanguage();
  const event = sessionCalendarEvent(session, language);
  if (!event) return null;
  return environment.isWeChat ? <CalendarInWeChat sessionId={session.id} /> : <CalendarDownload session={session} />;
}

function CalendarDownload({ session }: { readonly session: ConferenceSession }) {
  const { t } = useTranslation('conference');
  const [language] = useLanguage();
  const [status, setStatus] = useState<string | null>(null);
  const download = async () => {
    const event = sessionCalendarEvent(session, language);
    if (!event) return;
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

function CalendarInWeChat({ sessionId }: { readonly sessionId: string }) {
  const { t } = useTranslation('conference');
  const { client } = useShell();
  const failureMessage = useFailureMessage();
  const [file, setFile] = useState<SignedFile | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fetchFile = async () => {
    setPending(true);
    setFailure(null);
    const result = await getConference(client).fetchCalendarFile.execute({ id: sessionId });
    setPending(false);
    if (result.ok) setFile(result.value);
    else setFailure(failureMessage(result.error));
  };
  if (file) return <KeepFile file={file} downloadLabel={t('session.addToCalendar')} />;
  return (
    <>
      <Button block fill="outline" loading={pending} onClick={() => void fetchFile()}>
        {t('session.addToCalendar')}
      </Button>
      <FormAlert message={failure} />
    </>
  );
}
