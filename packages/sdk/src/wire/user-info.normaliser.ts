// The user record in the domain's shape, whatever placeholders the backend wrote (see absent-values.ts).
import type { UserInfo } from '@fairpass/domain';
import { readReply, type ShapeOf } from './reply-shape';

/**
 * The user record: its strings are required in the domain ("" is its own "none"), the two flags are
 * 0/1 (an unset one is 0), and a missing group-leader record — written `{}` — is null, never an object
 * without a status (that would read as "group being formed"). A leader record's `processStatus` has no
 * "none" reading and is kept as sent.
 */
export const USER_INFO_SHAPE: ShapeOf<UserInfo> = {
  object: {
    userId: 'text',
    account: 'text',
    name: 'text',
    lastName: 'text',
    firstName: 'text',
    company: 'text',
    companyEnName: 'text',
    phone: 'text',
    email: 'text',
    idNumber: 'text',
    boothNo: 'text',
    deptId: 'text',
    userCode: 'text',
    userQr: 'text',
    jumpUrl: 'text',
    isHaveTicket: 'switch',
    isHaveConferenceRegistration: 'switch',
    userExhibitionVO: {
      object: {
        registerType: 'text',
        completeResult: 'text',
        examineResult: 'text',
        questionnaireResult: 'text',
        questionnaireTwoResult: 'text',
        questionnaireThreeResult: 'text',
      },
    },
    visitingGroupLeaderVO: { nullable: { object: { processStatus: 'number', subordinate: 'flag' } } },
  },
};

/** `user/registerType/addAndGetAll`, and the registration writes that answer with the user record. */
export const normaliseUserInfo = (raw: unknown): UserInfo => readReply(raw, USER_INFO_SHAPE) as UserInfo;

