import { describe, expect, it } from 'vitest';
import { localizedField, localizedText } from './localized-text';

describe('the text shown in the page language', () => {
  it.each([
    ['cn', '展会', 'Fair', '展会'],
    ['en', '展会', 'Fair', 'Fair'],
    ['en', '展会', '', '展会'],
    ['en', '展会', '   ', '展会'],
    ['cn', '', 'Fair', 'Fair'],
    ['cn', null, undefined, ''],
  ] as const)('%s of %j / %j is %j', (language, chinese, english, shown) => {
    expect(localizedText(language, chinese, english)).toBe(shown);
  });

  it('reads a field and its En twin', () => {
    expect(localizedField({ title: '标题', titleEn: 'Title' }, 'title', 'en')).toBe('Title');
    expect(localizedField({ label: '姓名' }, 'label', 'en')).toBe('姓名');
    expect(localizedField(null, 'title', 'cn')).toBe('');
  });
});
