import { parseEntryLink } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { invitationLinkOf, linkBaseOf, shareLinkOf, sourceLinkOf } from './reach-links';

const here = { origin: 'https://fair.example', pathname: '/m/' };
const entry = { exhibitionId: 'demo', registerType: 'visitor', tenantId: '000000', sourceCode: 'A1', registrationSource: 'invite' };
const card = { registerLinkId: 'inv-u-1', inviteUserId: 'u-1', inviteUserName: '宋分享' };

describe('the reach links', () => {
  it('lands an invitation on the invitation page of this deployment, in the inviter’s language', () => {
    const link = invitationLinkOf(linkBaseOf(entry, 'en'), card, 'LINK', here);

    expect(link.startsWith('https://fair.example/m/?exhibitionId=demo&registerType=visitor&tenantId=000000&languageType=en&registrationSource=inviteCard')).toBe(true);
    expect(parseEntryLink(link)).toMatchObject({ inviteType: 'LINK', registerLinkId: 'inv-u-1', entryRoute: { path: '/invite/home' }, requestedPath: '/invite/home' });
  });

  it('carries the sharer on the share link and only the code on a channel link', () => {
    expect(parseEntryLink(shareLinkOf(linkBaseOf(entry, 'cn'), card, here))).toMatchObject({ fissionParentBladeUserId: 'u-1', inviteUserName: '宋分享', languageType: 'cn' });
    expect(sourceLinkOf(linkBaseOf({}, 'cn'), 'EXPO', here)).toBe('https://fair.example/m/?exhibitionId=&registerType=visitor&tenantId=&sourceCode=EXPO#/registration');
  });
});
