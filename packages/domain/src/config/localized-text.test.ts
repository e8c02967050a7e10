import { describe, expect, it } from 'vitest';
import { localizedField, localizedText, readsIn } from './localized-text';

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

describe('whether a server text reads in the page language', () => {
  it.each([
    ['验证码错误', 'cn', true],
    ['验证码错误', 'en', false],
    ['Verification code error', 'en', true],
    ['Verification code error', 'cn', false],
    ['名片仅支持 jpg', 'cn', true],
    ['名片仅支持 jpg', 'en', false],
    ['500', 'en', false],
  ] as const)('%j in %s: %s', (text, language, expected) => {
    expect(readsIn(text, language)).toBe(expected);
  });
});
