// Injection tokens of the exhibitor area (the exhibitor's company), beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const EXHIBITOR_TOKENS = {
  Gateway: Symbol.for('fairpass.exhibitor.Gateway'),
} as const;
