import { describe, expect, it } from 'vitest';
import { normalisePath, splitLinkUrl } from './link-url';

describe('splitLinkUrl', () => {
  it('splits a hash-routed link into origin, query, hash path and hash query', () => {
    expect(splitLinkUrl('https://h.example/p/?a=1#/x/y?b=2')).toEqual({
      pagePath: '/p/',
      origin: 'https://h.example',
      search: 'a=1',
      hashPath: '/x/y',
      hashSearch: 'b=2',
    });
  });

  it('handles a link without query or hash', () => {
    expect(splitLinkUrl('https://h.example')).toEqual({ origin: 'https://h.example', pagePath: '/', search: '', hashPath: '/', hashSearch: '' });
  });

  it('gives no origin for a relative link', () => {
    expect(splitLinkUrl('/m/?a=1#registration').origin).toBe('');
    expect(splitLinkUrl('/m/?a=1#registration').hashPath).toBe('/registration');
  });

  it('does not read a question mark inside the hash as the page query', () => {
    expect(splitLinkUrl('https://h.example/#/x?b=2').search).toBe('');
  });
});

describe('normalisePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['///', '/'],
    ['x', '/x'],
    ['/x/', '/x'],
    ['/x/y', '/x/y'],
  ])('normalises %j to %s', (input, expected) => expect(normalisePath(input)).toBe(expected));
});
