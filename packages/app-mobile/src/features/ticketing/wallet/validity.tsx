// A ticket whose validity ended (its event's end, issue 28 §3) shows no QR, and says so — online, and from
// the phone's kept copy on the server's clock as the phone last measured it, so a wrong phone clock
// neither hides a valid ticket nor shows an ended one. The screen changes at the moment it ends.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverClockOffset, validityEnded, validityEndOf, type Ticket } from '@fairpass/domain/ticketing';
import { ClockTime } from '../../../ui/clock-time';

/** setTimeout's longest wait (about 24.8 days); a later end is looked at again then. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/** Whether the ticket's validity has ended now, turning true when it ends while the screen is open. */
export function useValidityEnded(ticket: Ticket, receivedAt: number): boolean {
  const offset = serverClockOffset({ serverTime: ticket.serverTime, receivedAt });
  const [ended, setEnded] = useState(() => validityEnded(ticket, Date.now() + offset));
  useEffect(() => {
    const end = validityEndOf(ticket);
    const check = () => setEnded(validityEnded(ticket, Date.now() + offset));
    check();
    if (end === undefined) return;
    const left = end - (Date.now() + offset);
    if (left <= 0) return;
    const timer = setTimeout(check, Math.min(left + 50, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [ticket, offset]);
  return ended;
}

/** What shows in place of the QR once the validity ended. */
export function ValidityEnded({ ticket }: { readonly ticket: Ticket }) {
  const { t } = useTranslation('ticketing');
  const end = ticket.event?.endTime;
  return (
    <p className="fp-tk-countdown" role="status">
      {end ? (
        <>
          {t('wallet.endedAt')} <ClockTime value={end} />
        </>
      ) : (
        t('wallet.ended')
      )}
    </p>
  );
}
