// What a ticket is for, said before its code (issue 28): the exhibition's days for this ticket's type,
// the venue and hall, and the entrance to use — read from the ticket itself, so the offline copy says it
// too. The exhibition's name is the screen's heading (wallet-ticket-screen.tsx).
import { useTranslation } from 'react-i18next';
import { localizedField } from '@fairpass/domain';
import type { TicketEvent } from '@fairpass/domain/ticketing';
import { machineTimeOf, useClockTimes } from '../../../ui/clock-time';
import { useLanguage } from '../../../ui/use-language';

export function TicketEventFacts({ event }: { readonly event: TicketEvent }) {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const clock = useClockTimes();
  const venue = localizedField(event, 'venue', language);
  const hall = localizedField(event, 'hall', language);
  const entrance = localizedField(event, 'entrance', language);
  return (
    <dl className="fp-tk-event">
      <div className="fp-tk-event__row">
        <dt>{t('ticket.when')}</dt>
        <dd>
          <time dateTime={machineTimeOf(event.startTime)}>{clock.span(event.startTime, event.endTime)}</time>
        </dd>
      </div>
      {(venue || hall) && (
        <div className="fp-tk-event__row">
          <dt>{t('ticket.where')}</dt>
          <dd>
            {venue}
            {venue && hall && <br />}
            {hall}
          </dd>
        </div>
      )}
      {entrance && (
        <div className="fp-tk-event__row">
          <dt>{t('ticket.entrance')}</dt>
          <dd>{entrance}</dd>
        </div>
      )}
    </dl>
  );
}
