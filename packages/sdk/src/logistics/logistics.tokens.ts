// Injection tokens of the logistics area (stay and parking), beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const LOGISTICS_TOKENS = {
  Gateway: Symbol.for('fairpass.logistics.Gateway'),
} as const;
