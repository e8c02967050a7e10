// Injection tokens of the groups area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const GROUPS_TOKENS = {
  Gateway: Symbol.for('fairpass.groups.Gateway'),
} as const;
