import type { UserRecord } from '../server/user-record';
import { SEED } from './seed.constants';
import { approvedWithTicket, completedProfile, userRecord } from './user.factory';

const P = SEED.phones;
const demo = SEED.exhibitions.demo;

/** Visitors of `demo`, one per visitor branch of the next-step table. */
export function seedDemoVisitors(): UserRecord[] {
  return [
    userRecord({ exhibitionId: demo, phone: P.newVisitor, purpose: 'new visitor, info incomplete → /infoWap' }),
    userRecord({
      exhibitionId: demo,
      phone: P.questionnairePending,
      ...completedProfile('李问卷', '问卷科技有限公司'),
      examineResult: 'pending',
      purpose: 'info complete, cn questionnaire unanswered → /questionnaire',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.reviewPending,
      ...completedProfile('王审核', '审核贸易有限公司'),
      questionnaireResult: 'complete',
      examineResult: 'pending',
      purpose: 'everything filled in, review pending → /auditing',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.approvedWithTicket,
      email: 'approved@example.com',
      ...completedProfile('张票务', '票务展览有限公司'),
      ...approvedWithTicket('FP2026000004'),
      purpose: 'approved with ticket QR, confirmation switch on → /confirmation',
    }),
    userRecord({
      exhibitionId: demo,
      email: SEED.emails.englishVisitor,
      account: SEED.emails.englishVisitor,
      ...completedProfile('Alice Walker', 'Example Imports Ltd.'),
      name: 'Alice Walker',
      lastName: 'Walker',
      firstName: 'Alice',
      companyEnName: 'Example Imports Ltd.',
      idNumber: '',
      ...approvedWithTicket('FP2026000008'),
      purpose: 'English-speaking visitor, e-mail code login, approved → /confirmation',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.passwordDemo,
      account: SEED.accounts.password.username,
      password: SEED.accounts.password.password,
      ...completedProfile('赵密码', '密码示范有限公司'),
      ...approvedWithTicket('FP2026000009'),
      purpose: 'account demo / Demo@2026 (password login), approved → /confirmation',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.safeJump,
      ...completedProfile('钱跳转', '跳转科技有限公司'),
      ...approvedWithTicket('FP2026000010'),
      jumpUrl: SEED.jumpUrls.safe,
      purpose: 'jump address on an allowed origin → browser sent there',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.unsafeJump,
      ...completedProfile('孙跳转', '危险链接有限公司'),
      ...approvedWithTicket('FP2026000011'),
      jumpUrl: SEED.jumpUrls.unsafe,
      purpose: 'jump address on a foreign origin → ignored, continues to /confirmation',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.approvedWithoutQr,
      ...completedProfile('周无码', '无码展览有限公司'),
      ...approvedWithTicket('FP2026000012'),
      userQr: '',
      purpose: 'approved, ticket without QR code → /user-center',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.rejected,
      ...completedProfile('吴驳回', '驳回实业有限公司'),
      questionnaireResult: 'complete',
      examineResult: 'reject',
      purpose: 'review not approved (reject) → /auditing',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.approvedWithoutTicket,
      ...completedProfile('郑购票', '购票商贸有限公司'),
      questionnaireResult: 'complete',
      examineResult: 'approve',
      purpose: 'approved without ticket: the route depends on the registration source (ticket, team, invite, help)',
    }),
    userRecord({
      exhibitionId: demo,
      phone: P.professionalVisitor,
      registerType: 'professionalVisitor',
      ...completedProfile('冯专业', '专业采购有限公司'),
      ...approvedWithTicket('FP2026000015'),
      purpose: 'professional visitor, approved with ticket → /confirmation',
    }),
  ];
}
