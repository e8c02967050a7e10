// Injection tokens of the exhibitor's people area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const EXHIBITOR_PEOPLE_TOKENS = {
  Gateway: Symbol.for('fairpass.exhibitorPeople.Gateway'),
} as const;
