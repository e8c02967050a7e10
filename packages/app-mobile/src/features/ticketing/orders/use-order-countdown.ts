// The seconds left to pay an order, counted on the server's clock (the reply's remainingSeconds and
// serverTime against the phone's clock when it arrived), ticking each second while above zero.
import { useEffect, useState } from 'react';
import { orderSecondsLeft, type Order } from '@fairpass/domain/ticketing';

export function useOrderCountdown(order: Order, receivedAt: number): number {
  const left = () => orderSecondsLeft(order, receivedAt, Date.now());
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only these two
  }, [order, receivedAt]);
  return seconds;
}
