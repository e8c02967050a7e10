import { describe, expect, it } from 'vitest';
import { funnelShare, invitationFunnel } from './invitation-funnel';
import { guestStateOf } from './guest-state';
import { isSentByText, vipInviteErrors, vipInviteOf } from './vip-invite-form';
import { vipInviteRefusal, vipQuotaOf, vipStateOnRegistration } from './vip-quota';

describe('the VIP quota', () => {
  const seeded = ['registered', 'registered', 'registered', 'sent', 'sent', 'optedOut'] as const;
  it('counts registered VIPs as used and open invitations as reserved; an opt-out frees its place', () => {
    expect(vipQuotaOf(10, seeded)).toEqual({ quota: 10, used: 3, reserved: 2, left: 5 });
  });
  it('is not consumed by an invitation, only by the registration through it', () => {
    const invited = vipQuotaOf(10, [...seeded, 'sent']);
    expect(invited).toMatchObject({ used: 3, reserved: 3, left: 4 });
    const registered = vipQuotaOf(10, [...seeded, vipStateOnRegistration('sent')]);
    expect(registered).toMatchObject({ used: 4, reserved: 2, left: 4 });
    expect(vipStateOnRegistration('optedOut')).toBe('optedOut');
    expect(vipStateOnRegistration('registered')).toBe('registered');
  });
  it('refuses another invitation once every place is used or promised, with the quota', () => {
    expect(vipInviteRefusal(vipQuotaOf(2, ['registered', 'optedOut']))).toBeUndefined();
    expect(vipInviteRefusal(vipQuotaOf(2, ['registered', 'sent']))).toEqual({ code: 'VIP.QUOTA_USED_UP', params: { quota: '2' } });
    expect(vipQuotaOf(1, ['registered', 'registered']).left).toBe(0);
  });
});

describe('the VIP invitation form', () => {
  const good = { name: '周贵宾', recipient: '13800000213', company: '远方贸易', title: '采购总监', language: 'zh' };
  it('takes a name, a mobile or an e-mail address, optional company and title, and a language', () => {
    expect(vipInviteErrors(good)).toEqual({});
    expect(vipInviteErrors({ ...good, recipient: 'vip@example.com', company: '', title: '', language: 'en' })).toEqual({});
  });
  it('says which rule a field breaks: a mobile or an address by its look, long company and title', () => {
    expect(vipInviteErrors({ ...good, name: '周1', recipient: '1380000021' })).toEqual({ name: ['VALIDATION.NAME_INVALID'], recipient: ['VALIDATION.PHONE_INVALID'] });
    expect(vipInviteErrors({ ...good, recipient: 'vip@' }).recipient).toEqual(['VALIDATION.EMAIL_INVALID']);
    expect(vipInviteErrors({ ...good, recipient: ' ' }).recipient).toContain('VALIDATION.REQUIRED');
    expect(vipInviteErrors({ ...good, company: '公'.repeat(51), title: 'x'.repeat(31) })).toEqual({ company: ['VALIDATION.TOO_LONG'], title: ['VALIDATION.TOO_LONG'] });
    expect(vipInviteErrors({ ...good, language: 'fr' }).language).toEqual(['VALIDATION.REQUIRED']);
  });
  it('sends the invitation trimmed, by text for a mobile', () => {
    expect(vipInviteOf({ ...good, name: ' 周贵宾 ', language: 'de' })).toEqual({ ...good, language: 'zh' });
    expect(isSentByText(' 13800000213 ')).toBe(true);
    expect(isSentByText('vip@example.com')).toBe(false);
  });
});

describe('where a buyer stands', () => {
  it('reads the registration, and an approved buyer who came through the gate as entered', () => {
    expect(guestStateOf(undefined, false)).toBe('sent');
    expect(guestStateOf({ completeResult: 'fail', examineResult: '' } as never, false)).toBe('incomplete');
    expect(guestStateOf({ completeResult: 'succ', examineResult: 'approve' }, false)).toBe('approved');
    expect(guestStateOf({ completeResult: 'succ', examineResult: 'approve' }, true)).toBe('entered');
    expect(guestStateOf({ completeResult: 'succ', examineResult: 'reject' }, true)).toBe('rejected');
  });
});

describe('the invitation funnel per way', () => {
  it('counts each way invited → registered → approved → entered, a later state in every earlier step', () => {
    const funnel = invitationFunnel([
      { inviteType: 'SHORT_MSG', state: 'sent' },
      { inviteType: 'SHORT_MSG', state: 'reviewing' },
      { inviteType: 'SHORT_MSG', state: 'entered' },
      { inviteType: 'LINK', state: 'approved' },
      { inviteType: 'LINK', state: 'rejected' },
    ]);
    expect(funnel).toEqual([
      { inviteType: 'SHORT_MSG', invited: 3, registered: 2, approved: 1, entered: 1 },
      { inviteType: 'EMAIL', invited: 0, registered: 0, approved: 0, entered: 0 },
      { inviteType: 'QRCODE', invited: 0, registered: 0, approved: 0, entered: 0 },
      { inviteType: 'LINK', invited: 2, registered: 2, approved: 1, entered: 0 },
    ]);
    expect(funnelShare(1, 3)).toBe(33);
    expect(funnelShare(0, 0)).toBe(0);
  });
});
