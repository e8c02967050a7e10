// Injection tokens of the exhibitor services area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const EXHIBITOR_SERVICES_TOKENS = {
  Gateway: Symbol.for('fairpass.exhibitorServices.Gateway'),
} as const;
