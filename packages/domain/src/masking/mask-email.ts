// E-mail addresses: a***e@example.com. A fixed run of three stars does not reveal the name's length;
// the domain stays readable because people recognise their address by it.
import { maskMiddle, MASK } from './mask-middle';

const HIDDEN = MASK.repeat(3);

export const maskEmail = (value: string | null | undefined): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return '';
  const at = text.lastIndexOf('@');
  // Not an address: hide the middle like any other identifier.
  if (at <= 0 || at === text.length - 1) return maskMiddle(text, 1, 1);
  const local = [...text.slice(0, at)];
  const domain = text.slice(at);
  const first = local[0] ?? '';
  const last = local.length > 2 ? (local[local.length - 1] ?? '') : '';
  return `${first}${HIDDEN}${last}${domain}`;
};
