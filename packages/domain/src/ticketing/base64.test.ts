import { describe, expect, it } from 'vitest';
import { decodeBase64 } from './base64';

const text = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : String.fromCharCode(...bytes));

describe('decodeBase64', () => {
  it.each([
    ['aGVsbG8=', 'hello'],
    ['aGVsbG8', 'hello'],
    ['aGVsbA==', 'hell'],
    ['aGVs', 'hel'],
    ['', ''],
    [' ZmFpcnBhc3M= ', 'fairpass'],
  ])('reads %j as %j', (encoded, decoded) => {
    expect(text(decodeBase64(encoded))).toBe(decoded);
  });

  it('reads the bytes the standard and the URL-safe alphabets stand for alike', () => {
    const expected = [0xfb, 0xff, 0x00, 0x10, 0x83, 0xef];
    expect([...(decodeBase64('+/8AEIPv') ?? [])]).toEqual(expected);
    expect([...(decodeBase64('-_8AEIPv') ?? [])]).toEqual(expected);
  });

  it.each(['a', 'aGVsbG8==', 'aGVs=', 'ab$d', 'aGVs bG8=', '=aGV'])('does not read %j', (encoded) => {
    expect(decodeBase64(encoded)).toBeUndefined();
  });
});
