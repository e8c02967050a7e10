import { parseEntryLink } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { landingPathOf } from './landing-path';

describe('the screen a link lands on', () => {
  it.each([
    ['https://h/?exhibitionId=demo#/infoWap', '/infoWap'],
    ['https://h/?exhibitionId=demo', '/registration'],
    ['https://h/?exhibitionId=demo&registrationSource=nextStepPage', undefined],
  ])('takes %s to land on %s', (href, path) => {
    expect(landingPathOf(parseEntryLink(href))).toBe(path);
  });
});
