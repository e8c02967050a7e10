// Injection tokens of the registration area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const REGISTRATION_TOKENS = {
  Gateway: Symbol.for('fairpass.registration.Gateway'),
} as const;
