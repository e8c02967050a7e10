import { validateInput } from '@fairpass/domain';
import { GroupDetailsInput, GroupMemberInput, SubAccountEditInput, SubAccountInput, isValidIdDocument } from '@fairpass/domain/groups';
import { describe, expect, it } from 'vitest';
import { detailsProblem, isIdDocument, memberProblem, residentIdCheck, subAccountProblem } from './group-rules';

const member = { name: '王小明', phone: '13912345678', idType: 'idCard', idNumber: '11010519491231002X', teamId: 't-1' };
const members = [
  member,
  { ...member, name: '王' },
  { ...member, name: '王小明2' },
  { ...member, name: 'Anna-Lena O’Brien' },
  { ...member, name: '阿卜杜拉·买买提' },
  { ...member, phone: '1391234567' },
  { ...member, idType: 'passport', idNumber: 'E12345678' },
  { ...member, idType: 'passport', idNumber: 'E12' },
  { ...member, idType: 'hkMacaoPermit', idNumber: 'h12345678' },
  { ...member, idType: 'taiwanPermit', idNumber: '1234567' },
  { ...member, idType: 'licence' },
  { ...member, idNumber: '110105194912310021' },
  { ...member, teamId: ' ' },
];

const details = { name: '华东采购团', organisation: '示范贸易', contact: '卫团长', phone: '13800000007', expectedSize: '120', arrivalDate: '2026-05-12', departureDate: '2026-05-14' };
const groups = [
  details,
  { ...details, departureDate: '' },
  { ...details, name: 'x'.repeat(51) },
  { ...details, organisation: ' ' },
  { ...details, contact: '卫1' },
  { ...details, phone: '110' },
  { ...details, expectedSize: '12.5' },
  { ...details, expectedSize: 0 },
  { ...details, expectedSize: 2001 },
  { ...details, arrivalDate: '2026-02-30' },
  { ...details, departureDate: '2026-05-11' },
  { ...details, departureDate: '14/05/2026' },
];

const account = { account: 'east_01', name: '李助理', phone: '13912340001', password: 'Group@2026' };
const accounts = [
  account,
  { ...account, account: 'e' },
  { ...account, account: 'east 01' },
  { ...account, account: 'e'.repeat(65) },
  { ...account, name: '李' },
  { ...account, phone: '23912340001' },
  { ...account, password: 'group2026' },
  { ...account, password: 'Gr@1' },
  { ...account, password: '密码密码密码12!' },
];

/** The fields the domain refuses, in its input class's order. */
const domainFields = (errors: object) => Object.keys(errors);

describe('the server’s copy of the domain’s group rules', () => {
  it('refuses the same members as @fairpass/domain, naming one of the fields it names', () => {
    for (const fields of members) {
      const problem = memberProblem(fields);
      const domain = domainFields(validateInput(GroupMemberInput, fields));
      expect({ fields, valid: problem === undefined }).toEqual({ fields, valid: domain.length === 0 });
      if (problem) expect(domain).toContain(problem);
    }
  });

  it('refuses the same group details', () => {
    for (const fields of groups) {
      const problem = detailsProblem(fields);
      const domain = domainFields(validateInput(GroupDetailsInput, fields));
      expect({ fields, valid: problem === undefined }).toEqual({ fields, valid: domain.length === 0 });
      if (problem) expect(domain).toContain(problem);
    }
  });

  it('refuses the same sub-accounts, new and edited', () => {
    for (const fields of accounts) {
      const added = domainFields(validateInput(SubAccountInput, { ...fields, confirmPassword: fields.password }));
      const edited = domainFields(validateInput(SubAccountEditInput, fields));
      expect({ fields, valid: subAccountProblem(fields, true) === undefined }).toEqual({ fields, valid: added.length === 0 });
      expect({ fields, valid: subAccountProblem(fields, false) === undefined }).toEqual({ fields, valid: edited.length === 0 });
    }
  });

  it('makes and checks resident IDs as the domain does', () => {
    const first17 = '31010119850315123';
    const id = first17 + residentIdCheck(first17);
    expect(isIdDocument('idCard', id)).toBe(true);
    expect(isValidIdDocument('idCard', id)).toBe(true);
    for (const [type, number] of [['idCard', '310101198503151230'], ['idCard', '99010119850315123X'], ['passport', 'AB-123']]) {
      expect(isIdDocument(type, number)).toBe(isValidIdDocument(type, number));
    }
  });
});
