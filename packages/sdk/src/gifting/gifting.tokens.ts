// Injection tokens of the gifting area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const GIFTING_TOKENS = {
  Gateway: Symbol.for('fairpass.gifting.Gateway'),
} as const;
