// Injection tokens of the exhibitor's letters area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const EXHIBITOR_LETTERS_TOKENS = {
  Gateway: Symbol.for('fairpass.exhibitorLetters.Gateway'),
} as const;
