// Injection tokens of the reach area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const REACH_TOKENS = {
  Gateway: Symbol.for('fairpass.reach.Gateway'),
} as const;
