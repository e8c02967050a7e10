// Identity document numbers: the first 4 and last 4 characters of a resident ID stay visible
// (1101**********1234); shorter documents such as passports keep the first 3.
import { maskMiddle } from './mask-middle';

const RESIDENT_ID_LENGTH = 15;

export const maskIdNumber = (value: string | null | undefined): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return '';
  const keepStart = [...text].length >= RESIDENT_ID_LENGTH ? 4 : 3;
  return maskMiddle(text, keepStart, 4);
};
