import { screen } from '@testing-library/react';
import type { UserInfo } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../test/render-shell';
import UserCenterScreen from './user-center-screen';
import { USER_CENTER_MENU } from './user-center-menu';

const VISITOR: UserInfo = {
  userId: 'u-3',
  account: '13800000003',
  name: '王审核',
  lastName: '',
  firstName: '',
  company: '审核贸易有限公司',
  companyEnName: '',
  phone: '13800000003',
  email: '',
  idNumber: '',
  boothNo: '',
  deptId: '',
  userCode: '',
  userQr: '',
  jumpUrl: '',
  isHaveTicket: 0,
  isHaveConferenceRegistration: 0,
  userExhibitionVO: {
    registerType: 'visitor',
    completeResult: 'succ',
    examineResult: 'pending',
    questionnaireResult: 'complete',
    questionnaireTwoResult: '',
    questionnaireThreeResult: '',
  },
  visitingGroupLeaderVO: null,
};

describe('the user centre', () => {
  it('offers the login page, keeping the query, to a visitor without a session', async () => {
    await renderShell(<UserCenterScreen />, { path: '/user-center?exhibitionId=demo' });
    expect(await screen.findByText('您尚未登录，登录后可查看登记信息。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe('/registration?exhibitionId=demo');
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
  });

  it.each([
    ['pending', '审核中'],
    ['approve', '已通过'],
    ['reject', '未通过'],
    // The domain reads an empty review result as "not reviewed yet", i.e. pending.
    ['', '审核中'],
  ] as const)('shows review result %j as %s, with the phone masked', async (examineResult, label) => {
    const view = await renderShell(<UserCenterScreen />, { token: 't' });
    view.session.setUser({ ...VISITOR, userExhibitionVO: { ...VISITOR.userExhibitionVO, examineResult } });
    expect((await screen.findByTestId('uc-review')).textContent).toBe(label);
    expect(screen.getByTestId('uc-contact').textContent).toBe('138****0003');
    expect(screen.getByTestId('uc-name').textContent).toBe('王审核');
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });
});

describe('the user centre menu', () => {
  it('groups the ways onward under a heading per section, each link to its route', async () => {
    const view = await renderShell(<UserCenterScreen />, { token: 't', language: 'en' });
    view.session.setUser(VISITOR);
    const tickets = await screen.findByRole('navigation', { name: 'Tickets and orders' });
    expect(tickets.querySelector('a[href="/wallet"]')?.textContent).toBe('My wallet');
    expect(screen.getByRole('navigation', { name: 'Conference and events' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Booth builder filing' }).getAttribute('href')).toBe('/builder');
  });

  it.each(['zh', 'en'] as const)('has a %s text for every section and link', async (language) => {
    const texts = (await import(`./texts/${language}.json`)) as { default: Record<string, unknown> & { section: Record<string, string> } };
    for (const section of USER_CENTER_MENU) {
      expect(texts.default.section[section.id]).toBeTruthy();
      for (const link of section.links) expect(texts.default[link.label]).toBeTruthy();
    }
  });
});

describe('the group section of the menu', () => {
  it('shows group management and sub-accounts to a group leader only', async () => {
    const view = await renderShell(<UserCenterScreen />, { token: 't' });
    view.session.setUser(VISITOR);
    await screen.findByRole('navigation', { name: '门票与订单' });
    expect(screen.queryByRole('link', { name: '团组管理' })).toBeNull();
    view.session.setUser({ ...VISITOR, visitingGroupLeaderVO: { processStatus: 0 } });
    expect((await screen.findByRole('link', { name: '团组管理' })).getAttribute('href')).toBe('/groupManagement');
    expect(screen.getByRole('link', { name: '子账号' }).getAttribute('href')).toBe('/subordinate');
  });
});
