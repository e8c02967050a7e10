// Injection tokens of the files area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const FILES_TOKENS = {
  Gateway: Symbol.for('fairpass.files.Gateway'),
} as const;
