// Where a sign-in window stands now, by the server's clock (the offset measured on the answer), moving
// on by itself when the window opens or closes while the page is open.
import { useEffect, useState } from 'react';
import { msUntilSignInChange, signInWindowOf, type SignInfo, type SignInWindow } from '@fairpass/domain/conference';
import { serverClockOffset } from '@fairpass/domain/ticketing';

export function useSignInWindow(info: SignInfo, receivedAt: number): SignInWindow {
  const offset = serverClockOffset({ serverTime: info.serverTime, receivedAt });
  const [state, setState] = useState(() => signInWindowOf(info, Date.now(), offset));
  useEffect(() => {
    setState(signInWindowOf(info, Date.now(), offset));
    const wait = msUntilSignInChange(info, Date.now(), offset);
    if (wait === undefined) return;
    // Timers cap at about 24.8 days; a later change is recomputed on the next visit.
    const timer = setTimeout(() => setState(signInWindowOf(info, Date.now(), offset)), Math.min(wait + 50, 2_000_000_000));
    return () => clearTimeout(timer);
  }, [info, offset, state]);
  return state;
}
