// `state.exhibitorPeople`: the exhibitor's pass types, holders, last edition's holders and staff links
// (issue 31); the admins 13800000210, 211 and 214 are seeded here, and once every area has reset their
// companies and approved admin accounts join the exhibitor area's (so the exhibitor profile and its
// permission gate know them as they know 13800000005).
import { PEOPLE_COMPANIES, seedPeopleUsers } from '../../data/exhibitor-people.data';
import type { ExhibitorState } from '../exhibitor/exhibitor-state';
import { defineStateSlice } from '../kit/state-slice';
import { ExhibitorPeopleState } from './exhibitor-people-state';

export const stateSlice = defineStateSlice({
  create: (host, clock) => new ExhibitorPeopleState(host, clock),
  seedUsers: seedPeopleUsers,
  afterReset(_people, host) {
    const exhibitor = host.slice<ExhibitorState>('exhibitor');
    for (const company of PEOPLE_COMPANIES) {
      if (!exhibitor.companyOf(company.deptId)) {
        exhibitor.companies.push({
          deptId: company.deptId,
          fullName: company.fullName,
          fullEnName: company.fullEnName,
          creditCode: '',
          logo: '',
          certificationCode: company.certificationCode,
          booths: company.boothNos.map((boothNo) => ({ boothNo, hallNo: boothNo.split('-')[0] ?? '', type: 'standard' as const, areaM2: 18 })),
        });
      }
      if (!exhibitor.accountOf(company.adminPhone)) {
        exhibitor.accounts.push({ phone: company.adminPhone, state: 'approved', submittedAt: exhibitor.now(), deptId: company.deptId, formComplete: true, admin: true, registerType: 'exhibitorDept' });
      }
    }
  },
  snapshot: (people) => ({ passTypes: people.passTypes.length, relations: people.relations.length }),
});
