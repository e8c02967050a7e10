// The seconds left to pay an order, counted on the server's clock (the reply's remainingSeconds and
// serverTime against the phone's clock when it arrived), ticking each second while above zero. Shared by
// the order's pay step and the unpaid-order banner of the shop and the user centre.
import { useEffect, useState } from 'react';
import { orderSecondsLeft, type Order } from '@fairpass/domain/ticketing';

type CountdownFacts = Pick<Order, 'remainingSeconds' | 'serverTime' | 'expireTime' | 'createTime'>;

export function useSecondsLeft(order: CountdownFacts | undefined, receivedAt: number): number {
  const left = () => (order ? orderSecondsLeft(order, receivedAt, Date.now()) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!order) return undefined;
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only these two
  }, [order, receivedAt]);
  return seconds;
}
