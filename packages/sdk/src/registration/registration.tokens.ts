// Injection tokens of the registration area, beside the core's (di/tokens.ts).
export const REGISTRATION_TOKENS = {
  Gateway: Symbol.for('fairpass.registration.Gateway'),
} as const;
