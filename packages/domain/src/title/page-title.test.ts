import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it.each([
    ['the route title when set', 'title.ticketType', 'Expo 2026', 'title.default', 'title.ticketType'],
    ['the stored title when the route has none', undefined, 'Expo 2026', 'title.default', 'Expo 2026'],
    ['the stored title when the route title is blank', '  ', ' Expo 2026 ', 'title.default', 'Expo 2026'],
    ['the default key when neither is set', null, '', 'title.default', 'title.default'],
    ['the default key when both are blank', '', '\t', 'title.default', 'title.default'],
  ])('uses %s', (_name, routeTitle, storedTitle, defaultKey, expected) => {
    expect(pageTitle(routeTitle, storedTitle, defaultKey)).toBe(expected);
  });
});
