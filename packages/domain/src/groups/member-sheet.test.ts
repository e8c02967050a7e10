import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../spreadsheet/csv';
import { GROUP_LIMITS } from './group-limits';
import { checkMemberSheet, idTypeOfCell, memberOfRow, readMemberSheet, type MemberSheetValues } from './member-sheet';

const teams = [
  { teamId: 't-1', name: '一号车', memberCount: 0 },
  { teamId: 't-2', name: '二号车', memberCount: 0 },
];
const row = (over: Partial<MemberSheetValues> = {}): MemberSheetValues => ({ name: '王小明', phone: '13912345678', idType: 'idCard', idNumber: '11010519491231002X', team: '一号车', ...over });

describe('reading a member sheet', () => {
  it('reads the bilingual template’s header and each row with its line, a document type by either name', () => {
    const text = `${UTF8_BOM}姓名 Name,手机号码 Mobile,证件类型 ID type,证件号码 ID number,分组 Team\r\n王小明,13912345678,护照 Passport,E12345678,一号车\r\n\r\n李娜,="13912345679",Passport,e87654321,\r\n`;
    expect(readMemberSheet(text)).toEqual({
      rows: [
        { line: 2, values: { name: '王小明', phone: '13912345678', idType: 'passport', idNumber: 'E12345678', team: '一号车' } },
        { line: 3, values: { name: '李娜', phone: '13912345679', idType: 'passport', idNumber: 'e87654321', team: '' } },
      ],
    });
  });

  it('reads columns in any order in Chinese or English, and ignores the export’s other columns', () => {
    const read = readMemberSheet('Review state,ID number,Name,Mobile\nApproved,E12345678,Li Na,13912345678\n');
    expect(read).toEqual({ rows: [{ line: 2, values: { name: 'Li Na', phone: '13912345678', idType: '', idNumber: 'E12345678', team: '' } }] });
  });

  it('says why a file is not a member sheet: no columns named, no member, more than one import takes', () => {
    expect(readMemberSheet('a,b\n1,2\n')).toEqual({ problem: 'noColumns' });
    expect(readMemberSheet('姓名,手机号码,证件号码\n')).toEqual({ problem: 'noRows' });
    const many = Array.from({ length: GROUP_LIMITS.sheetRowsMax + 1 }, (_, i) => `n${i},1,2`).join('\n');
    expect(readMemberSheet(`姓名,手机号码,证件号码\n${many}`)).toEqual({ problem: 'tooManyRows' });
  });

  it('names a document type by its key, its Chinese or English name, or leaves an unknown one as typed', () => {
    expect(idTypeOfCell('港澳居民来往内地通行证')).toBe('hkMacaoPermit');
    expect(idTypeOfCell('taiwan permit')).toBe('taiwanPermit');
    expect(idTypeOfCell('驾照')).toBe('驾照');
  });
});

describe('checking the rows', () => {
  it('passes a good row, resolving its team by name, or the only team when none is named', () => {
    expect(checkMemberSheet([row()], teams).size).toBe(0);
    expect(memberOfRow(row({ team: '' }), [teams[0]!])).toMatchObject({ teamId: 't-1', idType: 'idCard' });
  });

  it('marks each field as the member form does: a name with digits, a mobile, a document number to its check character, a type', () => {
    const problems = checkMemberSheet([row({ name: '王小明2' }), row({ phone: '1391234567', idNumber: '110105194912310021' }), row({ idType: '驾照' })], teams);
    expect(problems.get(0)).toEqual({ name: 'VALIDATION.NAME_INVALID' });
    expect(problems.get(1)).toEqual({ phone: 'VALIDATION.PHONE_INVALID', idNumber: 'VALIDATION.ID_NUMBER_INVALID' });
    expect(problems.get(2)).toMatchObject({ idType: 'VALIDATION.OUT_OF_RANGE' });
  });

  it('marks a team that is not the group’s, and a missing one when the group has several', () => {
    const problems = checkMemberSheet([row({ team: '三号车' }), row({ phone: '13912345670', idNumber: 'E1234567', idType: 'passport', team: '' })], teams);
    expect(problems.get(0)).toEqual({ team: 'GROUP.TEAM_UNKNOWN' });
    expect(problems.get(1)).toEqual({ team: 'VALIDATION.REQUIRED' });
  });

  it('marks a mobile or document an earlier row already has, not the first', () => {
    const problems = checkMemberSheet([row(), row({ name: '李娜', idNumber: '11010519491231002x' }), row({ name: '张伟', phone: '13912345670', idType: 'passport', idNumber: 'E7654321' })], teams);
    expect(problems.get(0)).toBeUndefined();
    expect(problems.get(1)).toEqual({ phone: 'GROUP.MEMBER_DUPLICATE', idNumber: 'GROUP.MEMBER_DUPLICATE' });
    expect(problems.get(2)).toBeUndefined();
  });
});
