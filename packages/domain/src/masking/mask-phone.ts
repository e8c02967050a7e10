// Phone numbers on confirmation letters and lists: 138****0004 for mainland mobiles; international
// numbers keep their country code and last 4 digits (+852 ****4567).
import { maskMiddle, MASK } from './mask-middle';

/** ITU country codes of one and two digits; every other code has three (E.164). */
const ONE_DIGIT_CODES = new Set(['1', '7']);
const TWO_DIGIT_CODES = new Set([
  '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46', '47', '48',
  '49', '51', '52', '53', '54', '55', '56', '57', '58', '60', '61', '62', '63', '64', '65', '66', '81',
  '82', '84', '86', '90', '91', '92', '93', '94', '95', '98',
]);

const countryCodeLength = (digits: string): number => {
  if (ONE_DIGIT_CODES.has(digits.slice(0, 1))) return 1;
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
};

const maskInternational = (digits: string): string => {
  const codeLength = countryCodeLength(digits);
  const national = digits.slice(codeLength);
  // Keep the last 4 only while at least as many digits stay hidden.
  const keep = Math.min(4, Math.floor(national.length / 2));
  return `+${digits.slice(0, codeLength)} ${MASK.repeat(national.length - keep)}${national.slice(national.length - keep)}`;
};

export const maskPhone = (value: string | null | undefined): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return '';
  const compact = text.replace(/[\s\-()]/g, '');
  const international = /^(?:\+|00)(\d{7,15})$/.exec(compact);
  if (international?.[1]) return maskInternational(international[1]);
  // Mainland mobiles and other local numbers: first 3 and last 4 (fewer for short or odd values).
  return maskMiddle(compact, 3, 4);
};
