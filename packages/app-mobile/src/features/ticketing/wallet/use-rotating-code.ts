// The code the wallet's QR shows: the ticket's static signed code, or, when the exhibition rotates codes,
// the current step's code made on the phone (domain rotatingCode, the server's clock offset applied),
// renewed at each step so a screenshot is soon worthless. Without WebCrypto the static code stays.
import { useEffect, useState } from 'react';
import { msUntilNextStep, rotatingCode, serverClockOffset, type Ticket } from '@fairpass/domain';

export function useRotatingCode(ticket: Ticket, receivedAt: number): string {
  const [code, setCode] = useState(ticket.code);
  useEffect(() => {
    const rotation = ticket.rotation;
    if (!rotation) {
      setCode(ticket.code);
      return;
    }
    const offset = serverClockOffset({ serverTime: ticket.serverTime, receivedAt });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const renew = async () => {
      const now = Date.now();
      const next = await rotatingCode(ticket, now, offset);
      if (!live) return;
      setCode(next ?? ticket.code);
      timer = setTimeout(() => void renew(), msUntilNextStep(now, offset, rotation.stepSeconds) + 50);
    };
    void renew();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ticket, receivedAt]);
  return code;
}
