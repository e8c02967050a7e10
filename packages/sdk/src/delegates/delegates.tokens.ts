// Injection tokens of the delegates area (registering others), beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const DELEGATES_TOKENS = {
  Gateway: Symbol.for('fairpass.delegates.Gateway'),
} as const;
