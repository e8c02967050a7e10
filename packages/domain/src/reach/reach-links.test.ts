import { describe, expect, it } from 'vitest';
import { parseEntryLink } from '../entry/parse-entry-link';
import { invitationLinkQuery, shareLinkQuery, sourceLinkQuery } from './reach-links';
import { referralOf } from './referral';

const base = { exhibitionId: 'demo', registerType: 'visitor', tenantId: '000000' };
const card = { registerLinkId: 'inv-u-1', inviteUserId: 'u-1', inviteUserName: '宋 & <b>', inviteDeptId: '', sourceCode: ' A1 ' };
const linkOf = (query: string) => `https://fair.example/m/?${query}#/`;

describe('the reach links', () => {
  it('carries the inviter on an invitation link, which the entry flow lands on the invitation page', () => {
    const query = invitationLinkQuery({ ...base, languageType: 'en' }, card, 'QRCODE');
    const context = parseEntryLink(linkOf(query));

    expect(context).toMatchObject({
      registrationSource: 'inviteCard',
      registerLinkId: 'inv-u-1',
      inviteType: 'QRCODE',
      inviteUserId: 'u-1',
      inviteUserName: '宋 & <b>',
      sourceCode: 'A1',
      languageType: 'en',
      entryRoute: { kind: 'route', path: '/invite/home' },
    });
    expect(query).not.toContain('inviteDeptId');
  });

  it('carries the sharer as fission parent on a share link', () => {
    const context = parseEntryLink(linkOf(shareLinkQuery(base, { userId: 'u-9', name: '宋分享' })));

    expect(context).toMatchObject({ fissionParentBladeUserId: 'u-9', inviteUserName: '宋分享', entryRoute: { kind: 'route', path: '/invite/home' } });
    expect(context.languageType).toBe('cn');
  });

  it('puts only the code on a channel link, so it leads to the plain registration', () => {
    const query = sourceLinkQuery(base, 'EXPO');

    expect(query).toBe('exhibitionId=demo&registerType=visitor&tenantId=000000&sourceCode=EXPO');
    expect(parseEntryLink(linkOf(query)).entryRoute).toEqual({ kind: 'route', path: '/registration' });
  });
});

describe('what an invited person’s link asks to record', () => {
  it('reads the register link with its inviter and the fission parent', () => {
    const entry = parseEntryLink(linkOf(`${invitationLinkQuery(base, card, 'LINK')}&fissionParentBladeUserId=u-2`));

    expect(referralOf(entry)).toEqual({
      registerLink: { registerLinkId: 'inv-u-1', sourceCode: 'A1', inviteType: 'LINK', inviteDeptId: '', inviteUserId: 'u-1', inviteUserName: '宋 & <b>' },
      fissionParentBladeUserId: 'u-2',
    });
  });

  it('reads a share link as the fission parent alone', () => {
    expect(referralOf({ fissionParentBladeUserId: ' u-9 ', inviteUserName: '宋' })).toEqual({ fissionParentBladeUserId: 'u-9' });
  });

  it('finds nothing to record on a ticket link or a plain link', () => {
    expect(referralOf({ registerLinkId: 'rl-demo-visitor' })).toBeUndefined();
    expect(referralOf({ inviteUserId: 'u-1' })).toBeUndefined();
    expect(referralOf({ exhibitionId: 'demo', fissionParentBladeUserId: ' ' })).toBeUndefined();
  });
});
