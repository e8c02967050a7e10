import type { UserRecord } from '../server/user-record';
import { SEED } from './seed.constants';
import { approvedWithTicket, completedProfile, userRecord } from './user.factory';

const P = SEED.phones;
const E = SEED.exhibitions;

/** Exhibitors, group leaders, media, staff and the special logins of `demo`. */
export function seedDemoIdentities(): UserRecord[] {
  const demo = E.demo;
  return [
    userRecord({
      exhibitionId: demo,
      phone: P.exhibitor,
      registerType: 'exhibitorDept',
      ...completedProfile('陈展商', '示范电子有限公司'),
      examineResult: 'approve',
      deptId: SEED.exhibitorDeptId,
      boothNo: 'A1-101',
      purpose: 'exhibitor (exhibitorDept) → /user-center',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.tradeFairExhibitor,
      registerType: 'commerceExhibition',
      ...completedProfile('褚贸易', '贸易配对有限公司'),
      examineResult: 'approve',
      deptId: 'dept-1002',
      purpose: 'trade-fair exhibitor (commerceExhibition) → /tradeFairSystem/home',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.groupLeaderForming,
      registerType: 'visitingGroup',
      ...completedProfile('卫团长', '观众团组织有限公司'),
      examineResult: 'approve',
      visitingGroupLeader: { processStatus: 0 },
      purpose: 'group leader, processStatus 0 → group management',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.groupLeaderFormed,
      registerType: 'visitingGroup',
      ...completedProfile('蒋团长', '已成团旅行社'),
      ...approvedWithTicket('FP2026000016'),
      visitingGroupLeader: { processStatus: 1 },
      purpose: 'group leader whose group is formed (processStatus 1) → visitor steps',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.media,
      registerType: 'media',
      ...completedProfile('沈记者', '示范日报'),
      ...approvedWithTicket('FP2026000017'),
      purpose: 'media, approved with ticket',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.staffApproved,
      registerType: 'exhibitorInviteStaff',
      inviteDeptId: SEED.exhibitorDeptId,
      ...completedProfile('韩员工', '示范电子有限公司'),
      ...approvedWithTicket('FP2026000030'),
      purpose: 'staff invited by an exhibitor, approved → /confirmation',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.staffPending,
      registerType: 'exhibitorInviteStaff',
      inviteDeptId: SEED.exhibitorDeptId,
      ...completedProfile('杨员工', '示范电子有限公司'),
      examineResult: 'pending',
      purpose: 'staff invited by an exhibitor, pending → exhibitor auditing screen',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.staffIncomplete,
      registerType: 'exhibitorInviteStaff',
      inviteDeptId: SEED.exhibitorDeptId,
      purpose: 'staff invited by an exhibitor, info incomplete → /infoWap',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.wechatBound,
      openid: SEED.openids.bound,
      ...completedProfile('朱微信', '微信绑定有限公司'),
      ...approvedWithTicket('FP2026000040'),
      purpose: `WeChat user bound to openid ${SEED.openids.bound} (appopenid grant)`,
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.imaster,
      imasterCode: SEED.imasterCode,
      ...completedProfile('秦码上', '码上登录有限公司'),
      ...approvedWithTicket('FP2026000041'),
      purpose: `imaster grant with imasterCode ${SEED.imasterCode}`,
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.autoLogin,
      account: SEED.accounts.autoLogin,
      ...completedProfile('尤自动', '自动登录有限公司'),
      ...approvedWithTicket('FP2026000042'),
      purpose: `accountPasswordAutoLogin grant with account ${SEED.accounts.autoLogin}`,
    }),
  ];
}

function conferenceUsers(exhibitionId: string): UserRecord[] {
  const base = { exhibitionId, registerType: 'conference' } as const;
  return [
    userRecord({
      ...base,
      phone: P.conferenceNotRegistered,
      ...completedProfile('许会议', '会议咨询有限公司'),
      questionnaireResult: 'complete',
      examineResult: 'approve',
      purpose: 'conference user without conference registration or ticket',
    }),
    userRecord({
      ...base,
      phone: P.conferenceRegisteredNoTicket,
      ...completedProfile('何会议', '会议咨询有限公司'),
      questionnaireResult: 'complete',
      examineResult: 'approve',
      isHaveConferenceRegistration: 1,
      purpose: 'conference user registered for a conference, no ticket yet',
    }),
    userRecord({
      ...base,
      phone: P.conferenceRegisteredWithTicket,
      ...completedProfile('吕会议', '会议咨询有限公司'),
      ...approvedWithTicket(`FP-${exhibitionId}-22`),
      isHaveConferenceRegistration: 1,
      purpose: 'conference user registered, with ticket',
    }),
  ];
}

/** Users of the exhibitions that each switch one rule on (stopped, business card, conference flows). */
export function seedOtherExhibitionUsers(): UserRecord[] {
  return [
    userRecord({
      exhibitionId: E.stopped,
      phone: P.stoppedWithoutTicket,
      ...completedProfile('施停止', '停止登记有限公司'),
      examineResult: 'pending',
      purpose: 'registration stopped and no ticket → /closed',
    }),
    userRecord({
      exhibitionId: E.stopped,
      phone: P.stoppedWithTicket,
      ...completedProfile('张票务', '票务展览有限公司'),
      ...approvedWithTicket('FP-STOP-0004'),
      purpose: 'registration stopped but holds a ticket → /confirmation',
    }),
    userRecord({
      exhibitionId: E.businessCard,
      phone: P.newVisitor,
      purpose: 'business-card switch on, info incomplete → /photo',
    }),
    ...conferenceUsers(E.demo),
    ...conferenceUsers(E.conferenceActivity),
    ...conferenceUsers(E.conferenceConfirmation),
  ];
}
