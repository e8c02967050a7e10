// An unpaid order's time to pay, counted down on the server's clock (server-clock.ts), so the shown
// time is right even when the phone's clock is wrong: only the time elapsed on the phone since the
// answer arrived matters.
import { ORDER_TIMEOUT_SECONDS } from '../config/timing.constants';
import type { Order } from './order.types';
import { serverClockOffset, serverNow } from './server-clock';
import { parseWireTime } from './wire-time';

type DeadlineFacts = Pick<Order, 'remainingSeconds' | 'serverTime' | 'expireTime' | 'createTime'>;

const isTime = (value: number): boolean => Number.isFinite(value) && value > 0;

/**
 * The last moment to pay, epoch ms on the server's clock: `serverTime` plus `remainingSeconds`; for an
 * order that arrives without them (Jackson's -1), its `expireTime`, else `createTime` plus the default
 * timeout; undefined when none can be read.
 */
export const orderDeadline = (order: DeadlineFacts): number | undefined => {
  const { remainingSeconds, serverTime } = order;
  if (Number.isFinite(remainingSeconds) && remainingSeconds >= 0 && isTime(serverTime)) return serverTime + remainingSeconds * 1000;
  const expires = parseWireTime(order.expireTime);
  if (expires !== undefined) return expires;
  const created = parseWireTime(order.createTime);
  return created === undefined ? undefined : created + ORDER_TIMEOUT_SECONDS * 1000;
};

/** Whole seconds left before the deadline, rounded up so 0 means the time is really over; 0 without a deadline. */
export const secondsLeft = (deadline: number | undefined, serverNowMs: number): number =>
  deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - serverNowMs) / 1000));

/** Seconds left to pay an order received at `receivedAt` (the phone's clock), at the phone's `phoneNow`. */
export const orderSecondsLeft = (order: DeadlineFacts, receivedAt: number, phoneNow: number): number => {
  const offset = serverClockOffset({ serverTime: order.serverTime, receivedAt });
  return secondsLeft(orderDeadline(order), serverNow(phoneNow, offset));
};

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** A countdown as a clock shows it: "14:59", "0:05", and "1:02:03" from an hour up. */
export const formatCountdown = (seconds: number): string => {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = twoDigits(whole % 60);
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${rest}` : `${minutes}:${rest}`;
};
