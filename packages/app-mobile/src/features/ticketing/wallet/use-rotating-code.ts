// The code the wallet's QR shows. A wallet ticket (the exhibition rotates codes) has no static code: the
// current step's code is made on the phone (domain rotatingCode, the server's clock offset applied) and
// renewed at each step, so a screenshot is soon worthless; where it cannot be made (no WebCrypto, as on a
// page served over plain http) there is no code to show, never a static one. A ticket of an
// exhibition that does not rotate codes shows its static signed code.
import { useEffect, useState } from 'react';
import { msUntilNextStep, rotatingCode, serverClockOffset, type Ticket } from '@fairpass/domain/ticketing';

const shown = (code: string | undefined): string | null => (code === undefined || code === '' ? null : code);

/** The code to show now: '' while the first rotating code is being made, null when there is none to show. */
export function useRotatingCode(ticket: Ticket, receivedAt: number): string | null {
  const [code, setCode] = useState<string | null>(ticket.rotation ? '' : shown(ticket.code));
  useEffect(() => {
    const rotation = ticket.rotation;
    if (!rotation) {
      setCode(shown(ticket.code));
      return;
    }
    const offset = serverClockOffset({ serverTime: ticket.serverTime, receivedAt });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const renew = async () => {
      const now = Date.now();
      const next = await rotatingCode(ticket, now, offset).catch(() => undefined);
      if (!live) return;
      setCode(shown(next));
      if (next !== undefined) timer = setTimeout(() => void renew(), msUntilNextStep(now, offset, rotation.stepSeconds) + 50);
    };
    void renew();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ticket, receivedAt]);
  return code;
}
