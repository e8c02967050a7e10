// The reach seeds of `demo` (issue 16; docs/endpoints.md "Invitations, sources, sharing and reach"):
// 13800000160 林溯源 owns the traceability channels A1 (three registrations) and EXPO (one);
// 13800000161 宋分享 brought four people (a QR code, a link, the share card and a text message) and has
// two invitations still open; 13800000166 沈推荐 brought two. 13800000162–165 and 167–168 are those
// people, in every state of a registration; 13800000169 has no account (a text invitation went to it).
// Times are relative to the server clock at reset.
import type { ReferralRecord, SendRecord, SourceRecord } from '../server/reach/reach-records';
import type { UserRecord } from '../server/user-record';
import { SEED } from './seed.constants';
import { completedProfile, userRecord } from './user.factory';

const R = SEED.reach;
const DAY = 24 * 3600 * 1000;
const demo = SEED.exhibitions.demo;
const userIdOf = (phone: string): string => `u-${demo}-${phone}`;

const approved = (phone: string, name: string, company: string, purpose: string): UserRecord =>
  userRecord({ exhibitionId: demo, phone, ...completedProfile(name, company), questionnaireResult: 'complete', examineResult: 'approve', purpose });

export function seedReachUsers(): UserRecord[] {
  const p = R.phones;
  return [
    approved(p.channelOwner, '林溯源', '溯源市场咨询有限公司', 'owns the traceability channels A1 (3 registrations) and EXPO (1)'),
    approved(p.sharer, '宋分享', '分享文化传播有限公司', 'top sharer: 4 registrations through them (QR code, link, share card, text); 2 invitations still open'),
    approved(p.throughQr, '吴扫码', '扫码科技有限公司', "registered through 13800000161's QR code and channel A1; approved"),
    userRecord({
      exhibitionId: demo,
      phone: p.throughLink,
      ...completedProfile('郑链接', '链接贸易有限公司'),
      questionnaireResult: 'complete',
      examineResult: 'pending',
      purpose: "registered through 13800000161's link and channel A1; waiting for review",
    }),
    userRecord({ exhibitionId: demo, phone: p.throughShare, purpose: "registered through 13800000161's share card and channel A1; information not filled in yet" }),
    approved(p.throughText, '孔短信', '短信物流有限公司', "registered through 13800000161's text invitation and channel EXPO; approved"),
    approved(p.secondSharer, '沈推荐', '推荐会展服务有限公司', 'second sharer: 2 registrations through them'),
    approved(p.friendShare, '钱好友', '好友电子有限公司', "registered through 13800000166's share card; approved"),
    userRecord({
      exhibitionId: demo,
      phone: p.friendLink,
      ...completedProfile('褚朋友', '朋友机械有限公司'),
      questionnaireResult: 'complete',
      examineResult: 'reject',
      purpose: "registered through 13800000166's link; not approved",
    }),
  ];
}

export interface ReachSeed {
  sources: SourceRecord[];
  sends: SendRecord[];
  referrals: ReferralRecord[];
  registrationSources: [string, string][];
}

export function seedReach(now: number): ReachSeed {
  const p = R.phones;
  const owner = userIdOf(p.channelOwner);
  const sharer = userIdOf(p.sharer);
  const second = userIdOf(p.secondSharer);
  const send = (sendId: string, inviteType: SendRecord['inviteType'], name: string, recipient: string, daysAgo: number): SendRecord => ({
    sendId,
    exhibitionId: demo,
    inviterId: sharer,
    inviteType,
    name,
    recipient,
    sentAt: now - daysAgo * DAY,
    registerLinkId: `inv-send-${sendId}`,
  });
  const referral = (phone: string, parentId: string, channel: ReferralRecord['channel'], daysAgo: number, sendId?: string): ReferralRecord => ({
    registrantId: userIdOf(phone),
    parentId,
    channel,
    ...(sendId === undefined ? {} : { sendId }),
    at: now - daysAgo * DAY,
  });
  return {
    sources: [
      { exhibitionId: demo, ownerId: owner, code: R.codes.flyer, name: '展会传单', createdAt: now - 20 * DAY },
      { exhibitionId: demo, ownerId: owner, code: R.codes.metro, name: '地铁广告', createdAt: now - 18 * DAY },
    ],
    sends: [
      send(R.sendIds.registered, 'SHORT_MSG', '孔短信', p.throughText, 9),
      send(R.sendIds.openText, 'SHORT_MSG', '秦受邀', p.invitedNoAccount, 3),
      send(R.sendIds.openEmail, 'EMAIL', 'Mary Smith', R.invitedEmail, 2),
    ],
    referrals: [
      referral(p.throughQr, sharer, 'QRCODE', 12),
      referral(p.throughLink, sharer, 'LINK', 10),
      referral(p.throughText, sharer, 'SHORT_MSG', 8, R.sendIds.registered),
      referral(p.throughShare, sharer, 'SHARE', 5),
      referral(p.friendShare, second, 'SHARE', 11),
      referral(p.friendLink, second, 'LINK', 6),
    ],
    registrationSources: [
      [userIdOf(p.throughQr), R.codes.flyer],
      [userIdOf(p.throughLink), R.codes.flyer],
      [userIdOf(p.throughShare), R.codes.flyer],
      [userIdOf(p.throughText), R.codes.metro],
    ],
  };
}
