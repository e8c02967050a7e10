// English counts agree with their nouns — "1 session", "2 sessions" — through i18next's plural keys
// (`_one` / `_other`), which the English instance resolves by Intl.PluralRules; Chinese has one form, and
// keeps both keys only so the two languages have the same keys (text-namespaces.test.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addAreaErrorTexts } from '../ui/area-error-texts';
import { addSharedErrorTexts } from '../ui/shared-error-texts';
import { createI18n } from './i18n';

const src = join(import.meta.dirname, '..');

async function english(namespace: string, { withErrorTexts = false } = {}) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(namespace);
  // The shared codes' messages and the stays' (logistics), as a page has them once fetched.
  if (withErrorTexts) await Promise.all([addSharedErrorTexts(i18n, 'en'), addAreaErrorTexts(i18n, 'en', 'logistics')]);
  return i18n.getFixedT('en', namespace as never) as unknown as (key: string, options?: Record<string, unknown>) => string;
}

describe('English plural forms', () => {
  it.each([
    ['conference', 'programme.count', {}, '1 session', '2 sessions'],
    ['conference', 'select.chosen', {}, '1 session chosen', '2 sessions chosen'],
    ['conference', 'session.seatsLeft', {}, '1 seat left', '2 seats left'],
    ['groups', 'members.removeConfirm', {}, 'Remove the chosen member from the group? They would need to be added again.', 'Remove the 2 chosen members from the group? They would need to be added again.'],
    ['ticketing', 'order.allShown', {}, 'The only order is shown', 'All 2 orders shown'],
    ['logistics', 'stay.dates', { checkIn: '05-11', checkOut: '05-12' }, 'Check in 05-11, check out 05-12 (1 night)', 'Check in 05-11, check out 05-12 (2 nights)'],
    ['reach', 'ranking.rank', { rank: 1 }, 'Number 1 of 1 sharer', 'Number 1 of 2 sharers'],
  ] as const)('%s %s: 1 and 2', async (namespace, key, options, one, two) => {
    const t = await english(namespace);
    expect(t(key, { ...options, count: 1 })).toBe(one);
    expect(t(key, { ...options, count: 2 })).toBe(two);
  });

  it('counts the beds of a room in an error message by nesting the plural on the message\'s own parameter', async () => {
    const t = await english('errors', { withErrorTexts: true });
    expect(t('stay_beds_exceeded', { beds: '1' })).toBe('This room has 1 bed: it cannot take more people than that');
    expect(t('stay_beds_exceeded', { beds: '2' })).toBe('This room has 2 beds: it cannot take more people than that');
    expect(t('validation_room_beds_exceeded_beds', { beds: '1' })).toBe('This room has 1 bed: choose at most 1 person');
    expect(t('validation_room_beds_exceeded_beds', { beds: '2' })).toBe('This room has 2 beds: choose at most 2 people');
  });

  it('pluralises two numbers in one text (entry codes on pages) by nesting', async () => {
    const t = await english('groups');
    expect(t('print.count', { count: 1, pages: 1 })).toBe('1 entry code on 1 page');
    expect(t('print.count', { count: 6, pages: 1 })).toBe('6 entry codes on 1 page');
    expect(t('print.count', { count: 13, pages: 3 })).toBe('13 entry codes on 3 pages');
  });

  it('uses the one Chinese form for every count', async () => {
    const i18n = await createI18n('cn');
    await i18n.loadNamespaces('conference');
    const t = i18n.getFixedT('zh', 'conference') as unknown as (key: string, options?: Record<string, unknown>) => string;
    expect(t('programme.count', { count: 1 })).toBe('共 1 场会议');
    expect(t('programme.count', { count: 2 })).toBe('共 2 场会议');
  });

  it('has no English text that puts a plural noun after a bare {{count}} without the _one form', () => {
    const files = [
      ...readdirSync(join(src, 'features')).map((name) => join(src, 'features', name, 'texts', 'en.json')),
      ...readdirSync(join(src, 'ui', 'texts')).map((name) => join(src, 'ui', 'texts', name, 'en.json')),
    ].filter((file) => existsSync(file));
    const offenders: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        // "{{count}} sessions", "the {{count}} chosen members": a count, then (after at most two words) a plural.
        if (/\{\{count\}\}\s+(?:[a-z]+\s+){0,2}?[a-z-]+s\b/.test(value) && !/_(?:one|other)$/.test(path)) offenders.push(`${path}: ${value}`);
        return;
      }
      if (typeof value === 'object' && value !== null) for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    };
    for (const file of files) walk(JSON.parse(readFileSync(file, 'utf8')), file.slice(src.length + 1));
    expect(offenders).toEqual([]);
  });
});
