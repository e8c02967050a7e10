// Unified social credit code, GB 32100-2015: registration authority, organisation type, 6-digit region,
// 9-character organisation code and a MOD 31 check character, over an alphabet without I, O, S, V, Z.

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
/** Authorities of GB 32100 table 1 (1 institutions … 9 market regulation, A military, N agriculture, Y other). */
const SHAPE = /^[1-9ANY][0-9A-HJ-NP-RTUW-Y]\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;

export const creditCodeCheckCharacter = (first17: string): string => {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i += 1) {
    sum += ALPHABET.indexOf(first17[i] ?? '') * (WEIGHTS[i] ?? 0);
  }
  return ALPHABET[(31 - (sum % 31)) % 31] ?? '';
};

/** True for an 18-character code with a valid shape and check character; lower case is accepted. */
export const isValidCreditCode = (value: string): boolean => {
  const code = value.trim().toUpperCase();
  if (!SHAPE.test(code)) return false;
  return creditCodeCheckCharacter(code.slice(0, 17)) === code[17];
};
