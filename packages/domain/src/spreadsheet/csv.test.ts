import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv, UTF8_BOM } from './csv';

describe('reading CSV', () => {
  it('splits records by CRLF or LF and fields by commas, dropping the byte order mark and blank lines', () => {
    expect(parseCsv(`${UTF8_BOM}姓名,手机\r\n张伟,13900000001\n\n李娜,13900000002\r\n`)).toEqual([
      ['姓名', '手机'],
      ['张伟', '13900000001'],
      ['李娜', '13900000002'],
    ]);
  });

  it('reads quoted fields with commas, line breaks and doubled quotes, and empty fields', () => {
    expect(parseCsv('"a, b","say ""hi""","line\r\nbreak",,x')).toEqual([['a, b', 'say "hi"', 'line\r\nbreak', '', 'x']]);
    expect(parseCsv('a,\n,b')).toEqual([['a', ''], ['', 'b']]);
  });

  it('reads a last record without a line break, and a lone CR as a line break', () => {
    expect(parseCsv('a,b\rc,d')).toEqual([['a', 'b'], ['c', 'd']]);
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(parseCsv('5" tall,x')).toEqual([['5" tall', 'x']]);
  });
});

describe('writing CSV', () => {
  it('quotes only what needs it, ends each record with CRLF, and reads back the same', () => {
    const records = [['姓名', 'note'], ['王, 伟', 'a "b"'], ['x', 'two\nlines']];
    const text = toCsv(records);
    expect(text).toBe('姓名,note\r\n"王, 伟","a ""b"""\r\nx,"two\nlines"\r\n');
    expect(parseCsv(text)).toEqual(records);
  });
});
