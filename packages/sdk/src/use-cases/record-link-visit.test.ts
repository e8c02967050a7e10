import { describe, expect, it } from 'vitest';
import { urlForLog } from './record-link-visit';

describe('urlForLog', () => {
  it.each([
    ['https://h/?a=1&openid=x&b=2#/r', 'https://h/?a=1&b=2#/r'],
    ['https://h/?openid=x#/r?openid=y&c=3', 'https://h/#/r?c=3'],
    ['https://h/?a=1#/r?openid=y', 'https://h/?a=1#/r'],
    ['https://h/?a=1#/r', 'https://h/?a=1#/r'],
    ['https://h/?a=1&imasterCode=i&pcJumpAccount=p&openidState=s#/r', 'https://h/?a=1#/r'],
  ])('keeps %s without its credentials', (url, expected) => {
    expect(urlForLog(url)).toBe(expected);
  });
});
