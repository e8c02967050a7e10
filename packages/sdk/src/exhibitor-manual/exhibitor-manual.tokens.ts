// Injection tokens of the exhibitor manual area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const EXHIBITOR_MANUAL_TOKENS = {
  Gateway: Symbol.for('fairpass.exhibitorManual.Gateway'),
} as const;
