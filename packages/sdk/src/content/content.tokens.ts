// Injection tokens of the content area, beside the core's (di/tokens.ts).
export const CONTENT_TOKENS = {
  ContentGateway: Symbol.for('fairpass.content.ContentGateway'),
  DictionaryGateway: Symbol.for('fairpass.content.DictionaryGateway'),
} as const;
