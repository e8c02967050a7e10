// The exhibitor's people seeds of issue 31 (design exhibitor.md §5.2 "Seeds"), exhibition `demo`: the pass
// types of dept-1001 (陈展商 13800000005 is its admin): the exhibitor pass 4 of 6 used (韩员工 approved,
// 杨员工 reviewing, 13800000032 incomplete, 周员工's pass reported lost and reissued), the build-up pass
// 0 of 4, the dismantling pass closed; last edition's 5 exhibitor-pass holders, one of whose ID is now
// 韩员工's (→ 4701); dept-1006 (13800000210) with its exhibitor pass 6 of 6; dept-1007 (MÜLLER Anna,
// 13800000211); dept-1008's 200 people (admin 13800000214) for /personnel. Times are relative to the
// server clock at reset.
import { residentIdCheck } from '../server/groups/group-rules';
import type { UserRecord } from '../server/user-record';
import { SEED } from './seed.constants';
import { userRecord } from './user.factory';

const DAY = 86_400_000;
const demo = SEED.exhibitions.demo;

export const EXHIBITOR_PEOPLE_SEED = {
  phones: {
    /** 陈展商, dept-1001's admin (seeded in identities.data.ts) */
    admin: '13800000005',
    /** 邓满额, dept-1006's admin: the exhibitor pass 6/6 used */
    full: '13800000210',
    /** Ms MÜLLER Anna of dept-1007, a German exhibitor (English) */
    anna: '13800000211',
    /** no account: the staff member who follows dept-1001's pass link */
    staffNew: '13800000212',
    /** no account: a VIP invited by 13800000005 */
    vip: '13800000213',
    /** 龚人事, dept-1008's admin: 200 people */
    personnelAdmin: '13800000214',
  },
  /** dept-1001's staff link for the exhibitor pass. */
  staffLinkId: 'staff-dept-1001-badge',
  staffCode: 'BADGE1001',
  /** The ID of 韩员工 (13800000030), which one of last edition's people also gave (→ 4701 on reuse). */
  takenIdNumber: residentId(30),
  staffLink:
    'http://127.0.0.1:7700/?exhibitionId=demo&registerType=exhibitorInviteStaff&tenantId=000000&registrationSource=exhInviteStaffCard&registerLinkId=staff-dept-1001-badge&inviteDeptId=dept-1001#/exhibitorSelfService/exhInviteStaff',
} as const;

const P = EXHIBITOR_PEOPLE_SEED.phones;

/** A valid resident ID: Beijing Chaoyang, born on a day in 1975–2004, the sequence, its check character. */
export function residentId(n: number): string {
  const birth = new Date(Date.UTC(1975, 0, 1) + ((n * 53) % 10_950) * DAY);
  const first17 = `110105${birth.toISOString().slice(0, 10).replaceAll('-', '')}${String(n % 1000).padStart(3, '0')}`;
  return first17 + residentIdCheck(first17);
}

export type PeopleIdType = 'idCard' | 'passport' | 'hkMacaoPermit' | 'taiwanPermit';
export type RelationStateSeed = 'incomplete' | 'reviewing' | 'approved' | 'rejected' | 'lost' | 'reissued';

export interface PassTypeSeed {
  deptId: string;
  type: string;
  name: string;
  nameEn: string;
  quota: number;
  /** Days from reset the window opens and closes (negative: before). */
  opensInDays: number;
  closesInDays: number;
  closed: boolean;
}

export interface RelationSeed {
  deptId: string;
  credentialType: string;
  name: string;
  phone: string;
  idType: PeopleIdType;
  idNumber: string;
  state: RelationStateSeed;
  rejectReason?: string;
}

export interface HistorySeed {
  id: string;
  deptId: string;
  credentialType: string;
  name: string;
  phone: string;
  idType: PeopleIdType;
  idNumber: string;
}

export interface PeopleCompanySeed {
  deptId: string;
  fullName: string;
  fullEnName: string;
  boothNos: string[];
  adminPhone: string;
  /** The organiser's code that binds a login to the company (exhibitor.md decision 4). */
  certificationCode: string;
}

/** The companies of the new admins (dept-1001 is the exhibitor area's). */
export const PEOPLE_COMPANIES: readonly PeopleCompanySeed[] = [
  { deptId: 'dept-1006', fullName: '满证展览有限公司', fullEnName: 'Full Pass Exhibits Ltd.', boothNos: ['C1-201'], adminPhone: P.full, certificationCode: 'FULL1006' },
  { deptId: 'dept-1007', fullName: '德国精密机械公司', fullEnName: 'Präzision Maschinenbau GmbH', boothNos: ['D1-101'], adminPhone: P.anna, certificationCode: 'PRAE1007' },
  { deptId: 'dept-1008', fullName: '大众人力集团', fullEnName: 'Mass Staffing Group', boothNos: ['E1-001', 'E1-002', 'E1-003'], adminPhone: P.personnelAdmin, certificationCode: 'MASS1008' },
];

const passTypes = (deptId: string, exhibitorQuota: number): PassTypeSeed[] => [
  { deptId, type: 'exhibitor', name: '展商证', nameEn: 'Exhibitor pass', quota: exhibitorQuota, opensInDays: -30, closesInDays: 20, closed: false },
  { deptId, type: 'buildUp', name: '布展证', nameEn: 'Build-up pass', quota: 4, opensInDays: -30, closesInDays: 20, closed: false },
  { deptId, type: 'dismantling', name: '撤展证', nameEn: 'Dismantling pass', quota: 4, opensInDays: -30, closesInDays: -1, closed: true },
];

export function seedPassTypes(): PassTypeSeed[] {
  return [...passTypes(SEED.exhibitorDeptId, 6), ...passTypes('dept-1006', 6), ...passTypes('dept-1007', 6), ...passTypes('dept-1008', 240)];
}

const SURNAMES = ['赵', '钱', '孙', '李', '周', '吴', '郑', '王', '冯', '陈', '褚', '卫', '蒋', '沈', '韩', '杨', '朱', '秦', '尤', '许'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋'];

export function seedRelations(): RelationSeed[] {
  const d1001 = SEED.exhibitorDeptId;
  const person = (deptId: string, name: string, phone: string, n: number, state: RelationStateSeed, credentialType = 'exhibitor'): RelationSeed => ({
    deptId,
    credentialType,
    name,
    phone,
    idType: 'idCard',
    idNumber: residentId(n),
    state,
  });
  const dept1006 = ['邓一', '邓二', '邓三', '邓四', '邓五', '邓六'].map((name, i) => person('dept-1006', name, `139002060${String(i + 1).padStart(2, '0')}`, 600 + i, 'approved'));
  const dept1008 = Array.from({ length: 200 }, (_, i): RelationSeed => {
    const n = i + 1;
    const states: RelationStateSeed[] = ['approved', 'approved', 'approved', 'reviewing', 'incomplete', 'approved', 'rejected', 'approved', 'reissued', 'approved'];
    return {
      deptId: 'dept-1008',
      credentialType: n % 4 === 0 ? 'buildUp' : 'exhibitor',
      name: `${SURNAMES[i % SURNAMES.length]}${GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length]}${n > 100 ? '二' : ''}`,
      phone: `13900201${String(n).padStart(3, '0')}`,
      ...(n % 20 === 0 ? { idType: 'passport' as const, idNumber: `E${String(80_000_000 + n)}` } : { idType: 'idCard' as const, idNumber: residentId(1000 + n) }),
      state: states[i % states.length] ?? 'approved',
    };
  });
  return [
    person(d1001, '韩员工', SEED.phones.staffApproved, 30, 'approved'),
    person(d1001, '杨员工', SEED.phones.staffPending, 31, 'reviewing'),
    person(d1001, '许员工', SEED.phones.staffIncomplete, 32, 'incomplete'),
    person(d1001, '周员工', '13900100004', 34, 'reissued'),
    ...dept1006,
    ...dept1008,
  ];
}

/** Last edition's (2025) exhibitor-pass holders of dept-1001; 刘往届 gave the ID 韩员工 now holds. */
export function seedHistory(): HistorySeed[] {
  const d1001 = SEED.exhibitorDeptId;
  const past = (id: string, name: string, phone: string, idNumber: string, idType: PeopleIdType = 'idCard'): HistorySeed => ({ id, deptId: d1001, credentialType: 'exhibitor', name, phone, idType, idNumber });
  return [
    past('hist-1001-1', '刘往届', '13900100101', residentId(30)),
    past('hist-1001-2', '马往届', '13900100102', residentId(41)),
    past('hist-1001-3', '高往届', '13900100103', residentId(42)),
    past('hist-1001-4', 'SMITH JOHN', '13900100104', 'E55501234', 'passport'),
    past('hist-1001-5', '林往届', '13900100105', residentId(43)),
  ];
}

/** The new admins (13800000005 is seeded in identities.data.ts; 13800000212–213 sign up). */
export function seedPeopleUsers(): UserRecord[] {
  return [
    userRecord({ exhibitionId: demo, phone: P.full, name: '邓满额', registerType: 'exhibitorDept', deptId: 'dept-1006', completeResult: 'succ', examineResult: 'approve', purpose: 'dept-1006 admin: exhibitor pass 6/6 used' }),
    userRecord({
      exhibitionId: demo,
      phone: P.anna,
      name: 'MÜLLER Anna',
      email: 'anna.mueller@example.com',
      registerType: 'exhibitorDept',
      deptId: 'dept-1007',
      completeResult: 'succ',
      examineResult: 'approve',
      purpose: 'dept-1007 admin: a German exhibitor (English)',
    }),
    userRecord({ exhibitionId: demo, phone: P.personnelAdmin, name: '龚人事', registerType: 'exhibitorDept', deptId: 'dept-1008', completeResult: 'succ', examineResult: 'approve', purpose: 'dept-1008 admin: 200 people' }),
  ];
}
