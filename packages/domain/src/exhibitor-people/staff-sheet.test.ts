import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../spreadsheet/csv';
import { checkStaffSheet, holderOfRow, readStaffSheet, STAFF_SHEET_ROWS_MAX } from './staff-sheet';

const HEADER = '姓名 Name,手机号码 Mobile,证件类型 ID type,证件号码 ID number\r\n';
const ID_1 = '110105198001013014';
const ID_2 = '110105198001013022';

describe('reading a staff sheet', () => {
  it('reads the bilingual template as WPS saves it: the rows numbered as the spreadsheet shows them, document types by name', () => {
    const sheet = readStaffSheet(`${UTF8_BOM}${HEADER}王伟,13900001111,身份证 ID card,${ID_1}\r\n\r\n,,,\r\nANNA MÜLLER,="13900002222",Passport,E12345678\r\n`);
    expect(sheet).toEqual({
      rows: [
        { line: 2, values: { name: '王伟', phone: '13900001111', idType: 'idCard', idNumber: ID_1 } },
        { line: 4, values: { name: 'ANNA MÜLLER', phone: '13900002222', idType: 'passport', idNumber: 'E12345678' } },
      ],
    });
  });

  it('reads a header in one language in another order, a blank document type as a resident ID card', () => {
    expect(readStaffSheet(`Mobile,Name,ID number\n13900001111,王伟,${ID_1}\n`)).toEqual({ rows: [{ line: 2, values: { name: '王伟', phone: '13900001111', idType: 'idCard', idNumber: ID_1 } }] });
  });

  it('says why a file is no staff sheet: no columns, no one, more than 500 people', () => {
    expect(readStaffSheet('a,b\n1,2\n')).toEqual({ problem: 'noColumns' });
    expect(readStaffSheet(HEADER)).toEqual({ problem: 'noRows' });
    const many = Array.from({ length: STAFF_SHEET_ROWS_MAX + 1 }, (_, i) => `员工,139${String(i).padStart(8, '0')},,${ID_1}\n`).join('');
    expect(readStaffSheet(HEADER + many)).toEqual({ problem: 'tooManyRows' });
    expect('rows' in readStaffSheet(HEADER + many.split('\n').slice(1).join('\n'))).toBe(true);
  });
});

describe('checking a staff sheet', () => {
  it('gives each bad row its fields’ errors, and the same document twice on the later row', () => {
    const rows = [
      { name: '王伟', phone: '13900001111', idType: 'idCard', idNumber: ID_1 },
      { name: '工作人员', phone: '1390000', idType: 'idCard', idNumber: ID_2 },
      { name: '李娜', phone: '13900003333', idType: 'idCard', idNumber: ID_1.toLowerCase() },
      { name: '赵强', phone: '13900004444', idType: 'visa', idNumber: ID_2 },
    ];
    expect(Object.fromEntries(checkStaffSheet(rows))).toEqual({
      1: { name: 'VALIDATION.NAME_INVALID', phone: 'VALIDATION.PHONE_INVALID' },
      2: { idNumber: 'REGISTRATION.DUPLICATE_DOCUMENT' },
      3: { idType: 'VALIDATION.REQUIRED', idNumber: 'REGISTRATION.DUPLICATE_DOCUMENT' },
    });
    expect(holderOfRow({ name: ' 王伟 ', phone: '13900001111', idType: 'idCard', idNumber: 'e12345678 ' })).toEqual({ name: '王伟', phone: '13900001111', idType: 'idCard', idNumber: 'E12345678' });
  });
});
