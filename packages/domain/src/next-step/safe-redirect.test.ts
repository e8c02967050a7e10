import { describe, expect, it } from 'vitest';
import { httpOriginOf, isSafeRedirect } from './safe-redirect';

const ALLOWED = ['https://fair.example.com', 'http://localhost:7700/', 'https://[::1]:8443'];

describe('isSafeRedirect', () => {
  it.each([
    ['an https URL on the allowlist', 'https://fair.example.com/landing?x=1#/a'],
    ['the bare allowed origin', 'https://fair.example.com'],
    ['an allowed origin written in upper case', 'HTTPS://FAIR.EXAMPLE.COM/x'],
    ['the default port written out', 'https://fair.example.com:443/x'],
    ['an http origin with its port', 'http://localhost:7700/#/registration'],
    ['an IPv6 origin with its port', 'https://[::1]:8443/x'],
    ['a query right after the host', 'https://fair.example.com?next=1'],
  ])('accepts %s', (_name, url) => expect(isSafeRedirect(url, ALLOWED)).toBe(true));

  it.each([
    ['another host', 'https://evil.example.net/'],
    ['a look-alike subdomain', 'https://fair.example.com.evil.net/'],
    ['a subdomain of an allowed host', 'https://sub.fair.example.com/'],
    ['the allowed host over plain http', 'http://fair.example.com/'],
    ['the allowed host on another port', 'http://localhost:7701/'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative URL', '//evil.example.net/'],
    ['a relative path', '/user-center'],
    ['userinfo before the host', 'https://fair.example.com@evil.example.net/'],
    ['userinfo with a password', 'https://user:pw@fair.example.com/'],
    ['a backslash trick', 'https://evil.example.net\\@fair.example.com/'],
    ['a backslash after the scheme', 'https:\\\\fair.example.com/'],
    ['a leading space', ' https://fair.example.com/'],
    ['a tab inside the scheme', 'ht\ttps://fair.example.com/'],
    ['a newline inside the host', 'https://fair.exa\nmple.com/'],
    ['a percent-encoded host', 'https://fair%2Eexample.com/'],
    ['an empty host', 'https:///fair.example.com'],
    ['an empty port', 'https://fair.example.com:/'],
    ['a port out of range', 'https://fair.example.com:99999/'],
    ['a host ending in a dash', 'https://fair-.example.com/'],
    ['an unbracketed IPv6 address', 'https://::1/'],
    ['an ftp URL', 'ftp://fair.example.com/'],
    ['an empty string', ''],
  ])('refuses %s', (_name, url) => expect(isSafeRedirect(url, ALLOWED)).toBe(false));

  it('allows nothing when the allowlist is empty or malformed', () => {
    expect(isSafeRedirect('https://fair.example.com/', [])).toBe(false);
    expect(isSafeRedirect('https://fair.example.com/', ['fair.example.com', '*', 'https://'])).toBe(false);
  });
});

describe('httpOriginOf', () => {
  it.each([
    ['https://Fair.Example.com:443/a?b#c', 'https://fair.example.com'],
    ['http://fair.example.com:80', 'http://fair.example.com'],
    ['http://fair.example.com:0080/', 'http://fair.example.com'],
    ['https://fair.example.com:8443/', 'https://fair.example.com:8443'],
    ['https://[::1]/', 'https://[::1]'],
  ])('reads %s as the origin %s', (url, origin) => expect(httpOriginOf(url)).toBe(origin));
});
