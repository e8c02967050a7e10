import { describe, expect, it } from 'vitest';
import { isAllowedRedirect, ownOriginsOf } from './redirect-allowlist';

const allowed = (url: string, origins: string[]) => isAllowedRedirect(new URL(url), origins);

describe('the redirect allowlist', () => {
  it('allows exactly the listed origins: scheme, host and port', () => {
    const origins = ['http://127.0.0.1:7700', 'https://expo.example.com'];
    expect(allowed('http://127.0.0.1:7700/?exhibitionId=demo#/registration', origins)).toBe(true);
    expect(allowed('https://expo.example.com/app/', origins)).toBe(true);
    expect(allowed('http://127.0.0.1:7701/', origins)).toBe(false);
    expect(allowed('http://localhost:7700/', origins)).toBe(false);
    expect(allowed('http://expo.example.com/', origins)).toBe(false);
    expect(allowed('https://expo.example.com:8443/', origins)).toBe(false);
  });

  it('refuses every loopback port that is not listed (no blanket 127.0.0.1 / localhost)', () => {
    expect(allowed('http://127.0.0.1:9999/x', [])).toBe(false);
    expect(allowed('http://localhost:5173/', ['https://expo.example.com'])).toBe(false);
  });

  it('refuses other schemes, credentials in the URL, and ignores blank or malformed list entries', () => {
    expect(allowed('javascript:alert(1)', ['http://127.0.0.1:7700'])).toBe(false);
    expect(allowed('http://user:pw@127.0.0.1:7700/', ['http://127.0.0.1:7700'])).toBe(false);
    expect(allowed('http://127.0.0.1:7700/', ['', 'not an origin'])).toBe(false);
  });

  it('names a loopback or wildcard listener by its loopback names on the same port only', () => {
    expect(ownOriginsOf('127.0.0.1', 7700)).toEqual(['http://127.0.0.1:7700', 'http://localhost:7700', 'http://[::1]:7700']);
    expect(ownOriginsOf('0.0.0.0', 80)).toEqual(['http://0.0.0.0:80', 'http://127.0.0.1:80', 'http://localhost:80', 'http://[::1]:80']);
    expect(ownOriginsOf('192.168.1.20', 7700)).toEqual(['http://192.168.1.20:7700']);
  });
});
