// Injection tokens of the exhibitor's guests area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const EXHIBITOR_GUESTS_TOKENS = {
  Gateway: Symbol.for('fairpass.exhibitorGuests.Gateway'),
} as const;
