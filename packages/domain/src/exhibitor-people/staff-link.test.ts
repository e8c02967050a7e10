import { describe, expect, it } from 'vitest';
import { parseEntryLink } from '../entry/parse-entry-link';
import { staffApplicationOf, staffLinkQuery } from './staff-link';

describe('the staff link', () => {
  it('carries the staff register type, the link source, the link id and the company, and opens the staff landing', () => {
    const query = staffLinkQuery({ exhibitionId: 'demo', tenantId: '000000' }, 'staff-dept-1001-badge', 'dept-1001');
    expect(query).toBe('exhibitionId=demo&registerType=exhibitorInviteStaff&tenantId=000000&registrationSource=exhInviteStaffCard&registerLinkId=staff-dept-1001-badge&inviteDeptId=dept-1001');
    const entry = parseEntryLink(`https://fair.example/?${query}`);
    expect(entry).toMatchObject({ registerType: 'exhibitorInviteStaff', registerLinkId: 'staff-dept-1001-badge', inviteDeptId: 'dept-1001', entryRoute: { kind: 'route', path: '/exhibitorSelfService/exhInviteStaff' } });
  });
  it('keeps the language when one is asked for', () => {
    expect(staffLinkQuery({ exhibitionId: 'demo', tenantId: '000000', languageType: 'en' }, 'l1', 'd1')).toContain('languageType=en');
  });
});

describe('what a staff link asks to record once the staff member has logged in', () => {
  const entry = { registrationSource: 'exhInviteStaffCard', registerLinkId: ' staff-dept-1001-badge ', inviteDeptId: 'dept-1001', registerType: 'exhibitorInviteStaff' };
  it('is the link with its company, trimmed', () => {
    expect(staffApplicationOf(entry)).toEqual({ registerLinkId: 'staff-dept-1001-badge', inviteDeptId: 'dept-1001', sourceCode: '', inviteType: '', inviteUserId: '', inviteUserName: '' });
  });
  it('is nothing for another link, once recorded (a plain registration), or without the link id or company', () => {
    expect(staffApplicationOf({ ...entry, registrationSource: 'registration' })).toBeUndefined();
    expect(staffApplicationOf({ ...entry, registerLinkId: ' ' })).toBeUndefined();
    expect(staffApplicationOf({ ...entry, inviteDeptId: '' })).toBeUndefined();
  });
});
