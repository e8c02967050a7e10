// Injection tokens of the conference area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const CONFERENCE_TOKENS = {
  Gateway: Symbol.for('fairpass.conference.Gateway'),
} as const;
