import { describe, expect, it } from 'vitest';
import { buildQueryString, parseQueryString } from './query-string';

describe('parseQueryString', () => {
  it('reads names and values, with or without a leading question mark', () => {
    expect(parseQueryString('?a=1&b=two')).toEqual({ a: '1', b: 'two' });
    expect(parseQueryString('a=1')).toEqual({ a: '1' });
  });

  it('keeps the first value of a repeated name', () => {
    expect(parseQueryString('a=1&a=2')).toEqual({ a: '1' });
  });

  it('reads a name without a value as empty and skips empty pairs and names', () => {
    expect(parseQueryString('flag&&=x&b=')).toEqual({ flag: '', b: '' });
  });

  it('keeps values with a stray percent sign as written instead of failing', () => {
    expect(parseQueryString('a=100%&b=%E5%BC%A0')).toEqual({ a: '100%', b: '张' });
  });

  it('keeps only the first equals sign as the separator', () => {
    expect(parseQueryString('t=a=b')).toEqual({ t: 'a=b' });
  });

  it('treats prototype names as ordinary parameters', () => {
    const query = parseQueryString('__proto__=x&constructor=y');
    expect(query.__proto__).toBe('x');
    expect(query.constructor).toBe('y');
    expect(Object.keys(query)).toEqual(['__proto__', 'constructor']);
  });
});

describe('buildQueryString', () => {
  it('encodes names and values and round-trips through parseQueryString', () => {
    const query = { 'a b': 'x&y=z', name: '张三' };
    const text = buildQueryString(query);
    expect(text).toBe('a%20b=x%26y%3Dz&name=%E5%BC%A0%E4%B8%89');
    expect(parseQueryString(text)).toEqual(query);
  });

  it('builds an empty string from an empty query', () => {
    expect(buildQueryString({})).toBe('');
  });
});
