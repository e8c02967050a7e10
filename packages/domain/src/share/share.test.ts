import { describe, expect, it } from 'vitest';
import { fillSharePlaceholders } from './fill-share-placeholders';
import { shareConfigFor } from './share-config';
import { SHARE_PLACEHOLDERS, type SharePlaceholder } from './share-placeholders.table';
import { sharePlaceholderValues, type ShareSources } from './share-values';

const SOURCES: ShareSources = {
  user: { name: '王五', lastName: '王', firstName: '五', company: '示例科技', companyEnName: 'Example Tech', boothNo: '' },
  exhibitor: {
    fullName: '示例科技有限公司',
    fullEnName: 'Example Technology Co., Ltd.',
    exhibitorJournalName: '示例会刊名',
    exhibitorJournalEnName: 'Example Journal',
    journalContacts: '李四',
    journalContactInformation: '010-88886666',
    journalLogo: 'https://cdn.example.com/logo.png',
    deptName: '示例',
    deptEnName: 'Example',
    companyExhibitionVO: { exhibitionHallNo: '5.1', boothNo: 'A01', boothNos: 'A01,A02' },
  },
};

describe('sharePlaceholderValues and fillSharePlaceholders', () => {
  it.each<[SharePlaceholder, string]>([
    ['name', '王五'],
    ['lastName', '王'],
    ['firstName', '五'],
    ['company', '示例科技'],
    ['companyEnName', 'Example Tech'],
    ['boothNo', 'A01'],
    ['fullName', '示例科技有限公司'],
    ['fullEnName', 'Example Technology Co., Ltd.'],
    ['exhibitorJournalName', '示例会刊名'],
    ['exhibitorJournalEnName', 'Example Journal'],
    ['journalContacts', '李四'],
    ['journalContactInformation', '010-88886666'],
    ['journalLogo', 'https://cdn.example.com/logo.png'],
    ['deptName', '示例'],
    ['deptEnName', 'Example'],
    ['exhibitionHallNo', '5.1'],
    ['boothNos', 'A01,A02'],
  ])('fills %%%s%% with %s', (placeholder, expected) => {
    const values = sharePlaceholderValues(SOURCES);
    expect(fillSharePlaceholders(`[%%${placeholder}%%]`, values)).toBe(`[${expected}]`);
  });

  it('has a test row above for every placeholder of the table', () => {
    expect(Object.keys(SHARE_PLACEHOLDERS)).toHaveLength(17);
  });

  it("prefers the user's own booth number over the exhibitor's", () => {
    const values = sharePlaceholderValues({ ...SOURCES, user: { boothNo: 'B09' } });
    expect(values.boothNo).toBe('B09');
  });

  it('fills a realistic title with several placeholders', () => {
    const template = '%%name%%邀请您参观%%fullName%%，展位 %%exhibitionHallNo%%-%%boothNo%%';
    expect(fillSharePlaceholders(template, sharePlaceholderValues(SOURCES))).toBe(
      '王五邀请您参观示例科技有限公司，展位 5.1-A01',
    );
  });

  it('empties unknown placeholders and missing values', () => {
    const values = sharePlaceholderValues({ user: { name: '王五' }, exhibitor: null });
    expect(fillSharePlaceholders('%%name%%|%%fullName%%|%%nickName%%|%%toString%%', values)).toBe('王五|||');
  });

  it('accepts spaces inside the percent signs and keeps stray percent signs as typed', () => {
    expect(fillSharePlaceholders('%% name %% saves 100%% %%', { name: 'Ann' })).toBe('Ann saves 100%% %%');
  });

  it('writes numbers as text and treats null as missing', () => {
    expect(fillSharePlaceholders('%%boothNo%%/%%name%%', { boothNo: 12, name: null })).toBe('12/');
  });

  it('keeps markup as text and never re-expands a placeholder inside a value', () => {
    const values = { name: '<img src=x onerror=alert(1)>', company: '%%fullName%%' };
    expect(fillSharePlaceholders('%%name%% @ %%company%%', { ...values, fullName: 'leak' })).toBe(
      '<img src=x onerror=alert(1)> @ %%fullName%%',
    );
  });

  it('turns line breaks into spaces and drops other control and bidi-override characters', () => {
    const values = { name: 'Ann\nLee\u0007', company: '\u202eevil' };
    expect(fillSharePlaceholders('%%name%%\t%%company%%', values)).toBe('Ann Lee evil');
  });

  it('ignores blank and non-text fields and fields inherited through the prototype', () => {
    const values = sharePlaceholderValues({
      user: Object.assign(Object.create({ company: 'inherited' }) as object, { name: '  ', lastName: Number.NaN as unknown as string }),
      exhibitor: { fullName: true as unknown as string, companyExhibitionVO: null },
    });
    expect(values).toEqual({});
  });
});

describe('shareConfigFor', () => {
  const config = {
    shareTitle: '欢迎参观',
    shareTitleEn: 'Welcome',
    shareDesc: '中文描述',
    shareDescEn: ' ',
    shareImage: 'https://cdn.example.com/cn.png',
    shareImageEn: 'https://cdn.example.com/en.png',
  };

  it('uses the Chinese fields for cn', () => {
    expect(shareConfigFor(config, 'cn')).toEqual({
      title: '欢迎参观',
      desc: '中文描述',
      imgUrl: 'https://cdn.example.com/cn.png',
    });
  });

  it('uses the En fields for en, falling back to Chinese field by field', () => {
    expect(shareConfigFor(config, 'en')).toEqual({
      title: 'Welcome',
      desc: '中文描述',
      imgUrl: 'https://cdn.example.com/en.png',
    });
  });

  it('gives empty texts for a missing config', () => {
    expect(shareConfigFor(null, 'en')).toEqual({ title: '', desc: '', imgUrl: '' });
  });
});
