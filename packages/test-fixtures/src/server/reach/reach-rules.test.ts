import { isTraceabilityCode as domainIsCode, maskEmail as domainMaskEmail, maskPhone as domainMaskPhone } from '@fairpass/domain';
import {
  INVITE_FORM_TYPES as domainFormTypes,
  invitationErrors as domainInvitationErrors,
  invitationLinkQuery as domainLinkQuery,
  inviteeStateOf as domainInviteeState,
  isInviteFormType as domainIsFormType,
  isSentInviteType as domainIsSentType,
  normaliseSourceCode as domainNormaliseCode,
  rankSharers as domainRankSharers,
  SENT_INVITE_TYPES as domainSentTypes,
  SOURCE_NAME_MAX_LENGTH as domainSourceNameMax,
  type InviteCard,
  type Invitee,
  type InviteLanding,
  type MyReach,
  type RankEntry,
  type RegistrationProgress,
  type SourceChannel,
} from '@fairpass/domain/reach';
import { describe, expect, it } from 'vitest';
import {
  INVITE_FORM_TYPES,
  invitationErrors,
  invitationLinkQuery,
  inviteeStateOf,
  isInviteFormType,
  isSentInviteType,
  isTraceabilityCode,
  maskEmail,
  maskPhone,
  normaliseSourceCode,
  rankSharers,
  SENT_INVITE_TYPES,
  SOURCE_NAME_MAX_LENGTH,
  type LinkBase,
  type SharerCount,
} from './reach-rules';
import type { InviteCardWire, InviteeWire, InviteFormType, InviteLandingWire, MyReachWire, RankEntryWire, SentInviteType, SourceChannelWire } from './reach-wire.types';

// Checked by tsc (the type check covers this file): every reply the server sends reads as the domain's type.
type ReadsAs<Domain, Wire extends Domain> = [Domain, Wire];
export type _RepliesReadAsTheDomainsTypes = [
  ReadsAs<InviteCard, InviteCardWire>,
  ReadsAs<Invitee, InviteeWire>,
  ReadsAs<InviteLanding, InviteLandingWire>,
  ReadsAs<SourceChannel, SourceChannelWire>,
  ReadsAs<MyReach, MyReachWire>,
  ReadsAs<RankEntry, RankEntryWire>,
];

describe('the server’s copy of the domain’s reach rules', () => {
  it('knows the same ways to invite, and the same ways it sends, as the domain', () => {
    expect({ INVITE_FORM_TYPES, SENT_INVITE_TYPES }).toEqual({ INVITE_FORM_TYPES: domainFormTypes, SENT_INVITE_TYPES: domainSentTypes });
    for (const value of ['SHORT_MSG', 'EMAIL', 'QRCODE', 'LINK', 'SHARE', 'short_msg', 'SMS', '', null, undefined, 1]) {
      expect({ value, form: isInviteFormType(value), sent: isSentInviteType(value) }).toEqual({ value, form: domainIsFormType(value), sent: domainIsSentType(value) });
    }
  });

  it('finds the same errors in every invitation to send as @fairpass/domain', () => {
    const invitations: { inviteType: SentInviteType; name: unknown; recipient: unknown }[] = [
      { inviteType: 'SHORT_MSG', name: '张三', recipient: '13800000169' },
      { inviteType: 'SHORT_MSG', name: ' Li Lei ', recipient: ' 13800000169 ' },
      { inviteType: 'SHORT_MSG', name: '张三', recipient: 'friend@example.com' },
      { inviteType: 'SHORT_MSG', name: '张', recipient: '1380000016' },
      { inviteType: 'SHORT_MSG', name: '', recipient: '' },
      { inviteType: 'SHORT_MSG', name: '   ', recipient: '   ' },
      { inviteType: 'SHORT_MSG', name: '张三3', recipient: '+8613800000169' },
      { inviteType: 'SHORT_MSG', name: undefined, recipient: undefined },
      { inviteType: 'SHORT_MSG', name: 42, recipient: 13800000169 },
      { inviteType: 'EMAIL', name: 'Anna Smith', recipient: 'anna@example.com' },
      { inviteType: 'EMAIL', name: 'Anna Smith', recipient: ' Anna.Smith+expo@mail.example.co.uk ' },
      { inviteType: 'EMAIL', name: 'Anna Smith', recipient: '13800000169' },
      { inviteType: 'EMAIL', name: 'Anna Smith', recipient: 'anna@example' },
      { inviteType: 'EMAIL', name: 'Anna Smith', recipient: 'anna@@example.com' },
      { inviteType: 'EMAIL', name: 'A', recipient: '' },
      { inviteType: 'EMAIL', name: null, recipient: null },
    ];
    for (const { inviteType, ...values } of invitations) {
      expect({ inviteType, values, errors: invitationErrors(inviteType, values) }).toEqual({ inviteType, values, errors: domainInvitationErrors(inviteType, values) });
    }
  });

  it('takes the same traceability codes, kept in the same form, as the domain', () => {
    for (const code of ['A1', 'a1', 'EXPO', ' expo ', '1', '9Z9Z', 'ABCDE', '', '  ', 'A-1', '展会', 'A 1', null, 1234]) {
      expect({ code, ok: isTraceabilityCode(code) }).toEqual({ code, ok: domainIsCode(code) });
      if (typeof code === 'string') expect({ code, kept: normaliseSourceCode(code) }).toEqual({ code, kept: domainNormaliseCode(code) });
    }
    expect(SOURCE_NAME_MAX_LENGTH).toBe(domainSourceNameMax);
  });

  it('places an invited person as the domain does, from their registration', () => {
    const registrations: (RegistrationProgress | undefined)[] = [
      undefined,
      { completeResult: '', examineResult: '' },
      { completeResult: '', examineResult: 'approve' },
      { completeResult: 'succ', examineResult: '' },
      { completeResult: 'succ', examineResult: 'pending' },
      { completeResult: 'succ', examineResult: 'approve' },
      { completeResult: 'succ', examineResult: 'reject' },
    ];
    for (const registration of registrations) expect({ registration, state: inviteeStateOf(registration) }).toEqual({ registration, state: domainInviteeState(registration) });
  });

  it('masks phones as the domain does', () => {
    const phones = ['13800000004', '138 0000-0004', '(138)00000004', '+8613800000004', '+852 9123 4567', '0012025550123', '+44 20 7946 0958', '+8521234567', '+7 912 345 67 89', '+380 44 123 4567', '+123456', '010-88886666', '12345', '12', '1', '', '   ', '()', 'call me', null, undefined];
    for (const phone of phones) expect({ phone, masked: maskPhone(phone) }).toEqual({ phone, masked: domainMaskPhone(phone) });
  });

  it('masks e-mail addresses as the domain does', () => {
    const emails = ['alice@example.com', ' alice@example.com ', 'visitor.number.one@example.com', 'al@example.com', 'a@example.com', '张三丰@example.cn', '😀x😀@example.com', '"a@b"@example.com', 'alice', 'ab', '@example.com', 'alice@', '', null, undefined];
    for (const email of emails) expect({ email, masked: maskEmail(email) }).toEqual({ email, masked: domainMaskEmail(email) });
  });

  it('ranks sharers as the domain does: most first, equal counts share a rank, the earlier first among them', () => {
    const tables: SharerCount[][] = [
      [],
      [{ userId: 'u1', registered: 0, lastAt: 1 }],
      [
        { userId: 'u-song', registered: 4, lastAt: 400 },
        { userId: 'u-shen', registered: 2, lastAt: 200 },
      ],
      [
        { userId: 'd', registered: 1, lastAt: 50 },
        { userId: 'c', registered: 3, lastAt: 90 },
        { userId: 'b', registered: 3, lastAt: 10 },
        { userId: 'a', registered: 5, lastAt: 70 },
        { userId: 'e', registered: 0, lastAt: 5 },
        { userId: 'f', registered: 1, lastAt: 50 },
      ],
      [
        { userId: 'y', registered: 2, lastAt: 7 },
        { userId: 'x', registered: 2, lastAt: 7 },
        { userId: 'z', registered: 2, lastAt: 7 },
      ],
    ];
    for (const counts of tables) expect({ counts, ranked: rankSharers(counts) }).toEqual({ counts, ranked: domainRankSharers(counts) });
  });

  it('writes the same invitation link query as the domain for every way, card and language', () => {
    const base: LinkBase = { exhibitionId: 'demo', registerType: 'visitor', tenantId: '000000' };
    const card: InviteCardWire = { registerLinkId: 'inv-u-demo-13800000161', inviteUserId: 'u-demo-13800000161', inviteUserName: '宋分享' };
    const cases: { base: LinkBase; card: InviteCardWire; inviteType: InviteFormType }[] = [
      { base, card, inviteType: 'SHORT_MSG' },
      { base: { ...base, languageType: 'en' }, card, inviteType: 'EMAIL' },
      { base, card: { ...card, inviteDeptId: 'dept 7', sourceCode: 'A1' }, inviteType: 'LINK' },
      { base, card: { ...card, inviteDeptId: '  ', sourceCode: '' }, inviteType: 'QRCODE' },
      { base: { exhibitionId: 'a&b=c', registerType: 'media', tenantId: '0 0', languageType: 'cn' }, card: { registerLinkId: 'inv-send-s0001', inviteUserId: 'u?1', inviteUserName: 'Anna O’Neil + co', sourceCode: ' ex ' }, inviteType: 'EMAIL' },
    ];
    for (const { base: b, card: c, inviteType } of cases) expect({ c, query: invitationLinkQuery(b, c, inviteType) }).toEqual({ c, query: domainLinkQuery(b, c, inviteType) });
  });
});
