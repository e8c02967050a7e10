// The user record returned by user/registerType/addAndGetAll and the registration writes
// (docs/endpoints.md, spec §3). Field names are the wire names; flags are numbers 1/0 on the wire.

export type CompleteResult = 'succ' | '';
export type ExamineResult = 'approve' | 'pending' | 'reject' | '';
export type QuestionnaireResult = 'complete' | '';

export interface UserExhibitionVO {
  /** A register type; kept as string because the server may send types this client does not know. */
  readonly registerType: string;
  readonly completeResult: CompleteResult;
  readonly examineResult: ExamineResult;
  readonly questionnaireResult: QuestionnaireResult;
  readonly questionnaireTwoResult: QuestionnaireResult;
  readonly questionnaireThreeResult: QuestionnaireResult;
}

export interface VisitingGroupLeaderVO {
  /** 0 means the group is still being formed: the leader is sent to group management. */
  readonly processStatus: number;
  /**
   * A group account's sub-account acting for its leader (issue 29): it may view, add and edit members
   * and print their codes, never change the group, act on members in bulk or manage sub-accounts.
   */
  readonly subordinate?: boolean;
}

export interface UserInfo {
  readonly userId: string;
  readonly account: string;
  readonly name: string;
  readonly lastName: string;
  readonly firstName: string;
  readonly company: string;
  readonly companyEnName: string;
  readonly phone: string;
  readonly email: string;
  readonly idNumber: string;
  readonly boothNo: string;
  readonly deptId: string;
  readonly userCode: string;
  readonly userQr: string;
  readonly jumpUrl: string;
  readonly isHaveTicket: 0 | 1;
  readonly isHaveConferenceRegistration: 0 | 1;
  readonly userExhibitionVO: UserExhibitionVO;
  readonly visitingGroupLeaderVO: VisitingGroupLeaderVO | null;
}
