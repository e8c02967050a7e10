// Injection tokens of the invoicing area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const INVOICING_TOKENS = {
  Gateway: Symbol.for('fairpass.invoicing.Gateway'),
} as const;
