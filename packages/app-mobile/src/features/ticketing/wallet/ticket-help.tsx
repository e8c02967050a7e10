// Below a ticket (issue 28): its days into the phone's calendar (the shared ui/add-to-calendar.tsx: the
// file written here outside WeChat, fetched at a signed address inside it) and whom to ask — the
// organiser, with the line to call and the address to write to. Loaded after the ticket and its code.
import { useTranslation } from 'react-i18next';
import { localizedField } from '@fairpass/domain';
import { ticketCalendarEvent, type Ticket, type TicketEvent } from '@fairpass/domain/ticketing';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { AddToCalendar } from '../../../ui/add-to-calendar';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';

export function TicketHelp({ ticket, online }: { readonly ticket: Ticket; readonly online: boolean }) {
  const { t } = useTranslation('ticketing');
  const { client, environment } = useShell();
  const [language] = useLanguage();
  const event = ticketCalendarEvent(ticket, language);
  // Outside WeChat the file is written here, network or not; inside it, the server has to hand it out.
  const canAdd = event !== undefined && (online || !environment.isWeChat);
  return (
    <>
      {canAdd && event && (
        <div className="fp-actions">
          <AddToCalendar
            event={event}
            fileName={`ticket-${ticket.ticketId}.ics`}
            fetchFile={() => getTicketing(client).fetchTicketCalendarFile.execute({ ticketId: ticket.ticketId })}
            texts={{ label: t('ticket.addToCalendar'), ready: t('ticket.calendarReady'), failed: t('ticket.calendarFailed') }}
          />
        </div>
      )}
      {ticket.event && <OrganiserContact event={ticket.event} />}
    </>
  );
}

function OrganiserContact({ event }: { readonly event: TicketEvent }) {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const organiser = localizedField(event, 'organiser', language);
  if (!organiser && !event.organiserPhone && !event.organiserEmail) return null;
  return (
    <section className="fp-tk-contact" aria-labelledby="fp-tk-contact-heading">
      <h2 id="fp-tk-contact-heading" className="fp-subheading">
        {t('ticket.contactHeading')}
      </h2>
      {organiser && <p className="fp-tk-contact__name">{organiser}</p>}
      <ul className="fp-tk-contact__ways">
        {event.organiserPhone && (
          <li>
            <a href={`tel:${event.organiserPhone.replace(/[^\d+]/g, '')}`} className="fp-link">
              {t('ticket.call', { phone: event.organiserPhone })}
            </a>
          </li>
        )}
        {event.organiserEmail && (
          <li>
            <a href={`mailto:${event.organiserEmail}`} className="fp-link">
              {t('ticket.write', { email: event.organiserEmail })}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
