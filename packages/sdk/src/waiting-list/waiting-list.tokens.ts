// Injection tokens of the waiting-list area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const WAITING_LIST_TOKENS = {
  Gateway: Symbol.for('fairpass.waitingList.Gateway'),
} as const;
