// Injection tokens of the content area, beside the core's (di/tokens.ts).
// The metadata polyfill inversify's decorators need (see di/tokens.ts).
import 'reflect-metadata';

export const CONTENT_TOKENS = {
  ContentGateway: Symbol.for('fairpass.content.ContentGateway'),
  DictionaryGateway: Symbol.for('fairpass.content.DictionaryGateway'),
} as const;
