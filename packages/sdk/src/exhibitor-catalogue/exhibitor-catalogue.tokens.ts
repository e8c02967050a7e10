// Injection tokens of the exhibitor's catalogue area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const EXHIBITOR_CATALOGUE_TOKENS = {
  Gateway: Symbol.for('fairpass.exhibitorCatalogue.Gateway'),
} as const;
