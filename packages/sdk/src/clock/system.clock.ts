import type { ClockPort } from '@fairpass/domain';

/** Reads the machine's wall clock; the production clock of the SDK. */
export class SystemClock implements ClockPort {
  now(): number {
    return Date.now();
  }
}
