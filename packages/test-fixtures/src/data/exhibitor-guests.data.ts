// The exhibitor's guests seeds of issue 31 (design exhibitor.md §5.2 "Seeds"), exhibition `demo`:
// dept-1001 (陈展商 13800000005) has 25 buyer records in every state — 5 sent, 4 incomplete, 4 in review,
// 6 approved, 3 refused, 3 entered through the gate — by each of the four ways and through the organiser's
// three invitation templates in turn, and a VIP quota of 10 with
// 3 registered VIPs, 2 open invitations and 1 declined. 13800000213 has no account: the VIP the journey
// invites. Times are relative to the server clock at reset (minutes before it).
import { SEED } from './seed.constants';

export type GuestWaySeed = 'SHORT_MSG' | 'EMAIL' | 'QRCODE' | 'LINK';
export type GuestStateSeed = 'sent' | 'incomplete' | 'reviewing' | 'approved' | 'rejected' | 'entered';
export type VipStateSeed = 'sent' | 'registered' | 'optedOut';

export interface GuestSeed {
  deptId: string;
  inviteType: GuestWaySeed;
  name: string;
  recipient: string;
  state: GuestStateSeed;
  inviterName: string;
  /** The invitation template the buyer was invited with or came through (the organiser's, exhibitor-letters.data.ts). */
  templateId: string;
  minutesAgo: number;
}

export interface VipSeed {
  deptId: string;
  name: string;
  recipient: string;
  company: string;
  title: string;
  language: 'zh' | 'en';
  state: VipStateSeed;
  minutesAgo: number;
}

export const EXHIBITOR_GUESTS_SEED = {
  phones: {
    /** 陈展商, dept-1001's admin (seeded in identities.data.ts) */
    admin: '13800000005',
    /** no account: the VIP 13800000005 invites */
    vip: '13800000213',
  },
  deptId: SEED.exhibitorDeptId,
  vipQuota: 10,
  /** The counts of dept-1001's seeded buyers by state. */
  buyerStates: { sent: 5, incomplete: 4, reviewing: 4, approved: 6, rejected: 3, entered: 3 },
} as const;

const WAYS: readonly GuestWaySeed[] = ['SHORT_MSG', 'EMAIL', 'QRCODE', 'LINK'];
const SURNAMES = '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔';
const INVITERS = ['陈展商', '韩员工'];
/** The organiser's templates the seeded buyers came through, in turn (tpl-org-1 is the default). */
const TEMPLATES = ['tpl-org-1', 'tpl-org-2', 'tpl-org-3'];

/** dept-1001's 25 buyers: a sent one names the person typed and their masked address; a registrant is masked (张*). */
export function seedGuests(): GuestSeed[] {
  const states = Object.entries(EXHIBITOR_GUESTS_SEED.buyerStates).flatMap(([state, count]) => Array<GuestStateSeed>(count).fill(state as GuestStateSeed));
  return states.map((state, index) => {
    // Nobody registered yet: a text or an e-mail went out; registrations came by every way.
    const inviteType = (state === 'sent' ? WAYS[index % 2] : WAYS[index % WAYS.length]) as GuestWaySeed;
    const sent = inviteType === 'SHORT_MSG' || inviteType === 'EMAIL';
    const surname = SURNAMES[index] ?? '张';
    return {
      deptId: EXHIBITOR_GUESTS_SEED.deptId,
      inviteType,
      name: sent ? `${surname}采购` : `${surname}*`,
      recipient: inviteType === 'SHORT_MSG' ? `1390031${String(1000 + index)}` : inviteType === 'EMAIL' ? `buyer${index + 1}@example.com` : '',
      state,
      inviterName: INVITERS[index % 2] ?? '陈展商',
      templateId: TEMPLATES[index % TEMPLATES.length] ?? 'tpl-org-1',
      minutesAgo: (25 - index) * 90,
    };
  });
}

/** dept-1001's VIP invitations: 3 registered, 2 open, 1 declined. */
export function seedVips(): VipSeed[] {
  const deptId = EXHIBITOR_GUESTS_SEED.deptId;
  return [
    { deptId, name: '欧阳董事', recipient: '13900320001', company: '华东采购集团', title: '董事长', language: 'zh', state: 'registered', minutesAgo: 9000 },
    { deptId, name: '司马总监', recipient: '13900320002', company: '南方商贸', title: '采购总监', language: 'zh', state: 'registered', minutesAgo: 8000 },
    { deptId, name: 'Grace Tan', recipient: 'grace.tan@example.com', company: 'Lion Trading Pte', title: 'CEO', language: 'en', state: 'registered', minutesAgo: 7000 },
    { deptId, name: '上官经理', recipient: '13900320004', company: '西部实业', title: '总经理', language: 'zh', state: 'sent', minutesAgo: 3000 },
    { deptId, name: 'Peter Schmidt', recipient: 'p.schmidt@example.com', company: 'Rhein Import GmbH', title: 'Head of Sourcing', language: 'en', state: 'sent', minutesAgo: 2000 },
    { deptId, name: '诸葛主任', recipient: '13900320006', company: '北方百货', title: '主任', language: 'zh', state: 'optedOut', minutesAgo: 5000 },
  ];
}
