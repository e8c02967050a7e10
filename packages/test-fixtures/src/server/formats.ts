// Input formats the backend checks before it does anything (China mainland mobile, e-mail, passwords).

export const isMainlandMobile = (value: string): boolean => /^1[3-9]\d{9}$/.test(value);

/** WhatsApp numbers are international: optional +, 6–15 digits. */
export const isInternationalPhone = (value: string): boolean => /^\+?\d{6,15}$/.test(value);

export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** At least 8 characters with a digit, a letter and a special character (spec §5). */
export const isStrongPassword = (value: string): boolean =>
  value.length >= 8 && /\d/.test(value) && /[A-Za-z]/.test(value) && /[^A-Za-z0-9]/.test(value);
