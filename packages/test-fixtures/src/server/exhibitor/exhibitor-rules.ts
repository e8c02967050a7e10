// The contract server's own copies of the exhibitor rules it enforces (never imported from the domain at
// run time; exhibitor-rules.test.ts checks them against @fairpass/domain row by row): the unified social
// credit code's check character, the booth order's 300 limit, the certification code as typed (and a new
// one when the company's admin renews it), and the modules each exhibitor register type opens.
import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[1-9ANY][0-9A-HJ-NP-RTUW-Y]\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;

export const isCreditCode = (value: string): boolean => {
  const code = value.trim().toUpperCase();
  if (!SHAPE.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += ALPHABET.indexOf(code[i] ?? '') * (WEIGHTS[i] ?? 0);
  return ALPHABET[(31 - (sum % 31)) % 31] === code[17];
};

/** Spec §5: "Booth order count or area not above 300". */
export const BOOTH_ORDER_MAX = 300;

export const normaliseCode = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

// letters and digits that cannot be read as one another when handed on by voice or on paper (no 0/O, 1/I)
const CODE_LETTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new certification code: 8 upper-case letters or digits, none of those already `taken`. */
export function newCertificationCode(taken: ReadonlySet<string>): string {
  for (;;) {
    const code = Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
    if (!taken.has(code)) return code;
  }
}

export const ALL_MODULES = [
  'company', 'journal', 'board', 'manual', 'logo', 'exhibits', 'products', 'services', 'ads', 'translation',
  'documents', 'passes', 'invitations', 'vip', 'templates', 'visa', 'checkin',
] as const;

const DEFAULTS: Readonly<Record<string, readonly string[]>> = {
  exhibitorDept: ALL_MODULES,
  exhibitor_dept: ALL_MODULES,
  exhibitorProduct: ['products'],
  exhibitor_product: ['products'],
  exhibitorBoard: ['board'],
  exhibitor_board: ['board'],
  exhibitorJournal: ['journal'],
  electronic_journal: ['journal'],
};

/** The modules a register type opens (none for a type that is not an exhibitor's). */
export const modulesFor = (registerType: string): readonly string[] => DEFAULTS[registerType] ?? [];
