import type { CompleteResult, ExamineResult, QuestionnaireResult, Switch, UserInfo } from './wire.types';

/**
 * One registration of one person on one exhibition, with the login secrets the real backend keeps
 * server-side. Records of the same person on different exhibitions share `personId`.
 */
export interface UserRecord {
  userId: string;
  personId: string;
  exhibitionId: string;
  tenantId: string;
  account: string;
  password: string;
  openid: string;
  imasterCode: string;
  phone: string;
  email: string;
  name: string;
  lastName: string;
  firstName: string;
  company: string;
  companyEnName: string;
  idNumber: string;
  boothNo: string;
  deptId: string;
  userCode: string;
  userQr: string;
  jumpUrl: string;
  isHaveTicket: Switch;
  isHaveConferenceRegistration: Switch;
  /** '' until `addAndGetAll` creates the registration for a person who only just signed up. */
  registerType: string;
  completeResult: CompleteResult;
  examineResult: ExamineResult;
  questionnaireResult: QuestionnaireResult;
  questionnaireTwoResult: QuestionnaireResult;
  questionnaireThreeResult: QuestionnaireResult;
  /** A leader's group state; a group account's sub-account (issue 29) has its leader's, `subordinate`. */
  visitingGroupLeader: { processStatus: number; subordinate?: boolean } | null;
  /** Exhibitor department that invited this staff member or visitor ('' when none). */
  inviteDeptId: string;
  /** The personal-info form as last submitted. */
  formValues: Record<string, string | string[]>;
  /** What the seeded record exists to demonstrate (documentation only). */
  purpose: string;
}

/** Stands for the server's own origin in seeded jump addresses, whatever port the server got. */
export const SERVER_ORIGIN = '{serverOrigin}';

export function toUserInfo(record: UserRecord, serverOrigin: string): UserInfo {
  return {
    userId: record.userId,
    account: record.account,
    name: record.name,
    lastName: record.lastName,
    firstName: record.firstName,
    company: record.company,
    companyEnName: record.companyEnName,
    phone: record.phone,
    email: record.email,
    idNumber: record.idNumber,
    boothNo: record.boothNo,
    deptId: record.deptId,
    userCode: record.userCode,
    userQr: record.userQr,
    jumpUrl: record.jumpUrl.replace(SERVER_ORIGIN, serverOrigin),
    isHaveTicket: record.isHaveTicket,
    isHaveConferenceRegistration: record.isHaveConferenceRegistration,
    userExhibitionVO: {
      registerType: record.registerType,
      completeResult: record.completeResult,
      examineResult: record.examineResult,
      questionnaireResult: record.questionnaireResult,
      questionnaireTwoResult: record.questionnaireTwoResult,
      questionnaireThreeResult: record.questionnaireThreeResult,
    },
    visitingGroupLeaderVO: record.visitingGroupLeader ? { processStatus: record.visitingGroupLeader.processStatus, subordinate: record.visitingGroupLeader.subordinate === true } : null,
  };
}
