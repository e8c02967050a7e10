import type { UserRecord } from '../server/user-record';
import { SEED } from './seed.constants';

/** Fields a seed names; everything else gets the value of a fresh, empty registration. */
export type UserSeed = Partial<UserRecord> & { exhibitionId: string; purpose: string };

/** A record with every field present, so seeds list only what makes them special. */
export function userRecord(seed: UserSeed): UserRecord {
  const loginKey = seed.phone || seed.email || seed.account || seed.userId || 'anonymous';
  const record: UserRecord = {
    userId: `u-${seed.exhibitionId}-${loginKey}`,
    personId: `p-${loginKey}`,
    tenantId: SEED.tenantId,
    account: loginKey,
    password: '',
    openid: '',
    imasterCode: '',
    phone: '',
    email: '',
    name: '',
    lastName: '',
    firstName: '',
    company: '',
    companyEnName: '',
    idNumber: '',
    boothNo: '',
    deptId: '',
    userCode: '',
    userQr: '',
    jumpUrl: '',
    isHaveTicket: 0,
    isHaveConferenceRegistration: 0,
    registerType: 'visitor',
    completeResult: '',
    examineResult: '',
    questionnaireResult: '',
    questionnaireTwoResult: '',
    questionnaireThreeResult: '',
    visitingGroupLeader: null,
    inviteDeptId: '',
    formValues: {},
    ...seed,
  };
  return record;
}

/** A person who filled in the form, with a name and company, before any review. */
export function completedProfile(name: string, company: string): Partial<UserRecord> {
  const lastName = name.slice(0, 1);
  return {
    name,
    lastName,
    firstName: name.slice(1),
    company,
    companyEnName: 'Demo Trading Co., Ltd.',
    idNumber: '11010519491231002X',
    completeResult: 'succ',
    formValues: { name, company, position: 'manager', industry: 'electronics' },
  };
}

/** An approved registration holding a ticket whose QR code the confirmation letter shows. */
export function approvedWithTicket(userCode: string): Partial<UserRecord> {
  return {
    examineResult: 'approve',
    questionnaireResult: 'complete',
    isHaveTicket: 1,
    userCode,
    userQr: `FAIRPASS-TICKET-${userCode}`,
  };
}
