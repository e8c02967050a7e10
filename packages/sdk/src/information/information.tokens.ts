// Injection tokens of the information area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const INFORMATION_TOKENS = {
  Gateway: Symbol.for('fairpass.information.Gateway'),
} as const;
