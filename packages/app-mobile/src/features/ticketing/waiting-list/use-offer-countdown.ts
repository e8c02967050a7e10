// An offer's time left, ticking each second on the server's clock (the domain's offerSecondsLeft, from
// the moment the entries arrived), as "23:59:12"; 0 once it ran out, when the entries are read again so
// the page says where the seats went.
import { useEffect, useState } from 'react';
import { formatCountdown } from '@fairpass/domain/ticketing';
import { offerSecondsLeft, type WaitingEntry } from '@fairpass/domain/waiting-list';

export function useOfferCountdown(entry: WaitingEntry, receivedAt: number, onOver: () => void): { readonly seconds: number; readonly text: string } {
  const [now, setNow] = useState(() => Date.now());
  const seconds = offerSecondsLeft(entry, receivedAt, now);
  useEffect(() => {
    if (entry.status !== 'offered') return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [entry.status]);
  const over = entry.status === 'offered' && seconds === 0;
  useEffect(() => {
    if (over) onOver();
  }, [over, onOver]);
  return { seconds, text: formatCountdown(seconds) };
}
