// Injection tokens of the ticketing area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const TICKETING_TOKENS = {
  Gateway: Symbol.for('fairpass.ticketing.Gateway'),
} as const;
