// Base64 to bytes without the DOM's atob (the domain compiles against ES2022 alone). Reads the
// standard alphabet and the URL-safe one, padding optional, as Node's Buffer does; anything else is
// not base64.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 text, or undefined when it is not base64. */
export const decodeBase64 = (text: string): Uint8Array<ArrayBuffer> | undefined => {
  const standard = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!BASE64.test(standard)) return undefined;
  const body = standard.replace(/=+$/, '');
  const padded = body.length !== standard.length;
  // One character left over holds no whole byte; padding must fill the last group of four.
  if (body.length % 4 === 1 || (padded && standard.length % 4 !== 0)) return undefined;
  const bytes = new Uint8Array(Math.floor((body.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of body) {
    buffer = (buffer << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
};
