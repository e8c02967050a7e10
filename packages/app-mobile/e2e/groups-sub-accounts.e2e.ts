// Sub-accounts at work (issue 29): a sub-account logs in with its account and password, adds a member
// to its leader's group; the leader disables it on its details page; the sub-account's next call is
// refused with the translated message and the way back to its account; zh, axe clean, screenshots. In
// English inside WeChat, a sub-account's screens offer none of the leader's controls (the details form,
// bulk choice, removing a member, the sub-accounts), and the server still refuses them.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { tick, ZH } from './journeys/login-page.steps';

const journey = useAppJourney();
const G = SEED.groups;
const [east] = G.subAccounts;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

/** Logs in with the sub-account's account and password on the group link's login page. */
async function logInAsSubAccount(page: Page, account: string, password: string): Promise<void> {
  await page.goto(`${journey.server.url}/?exhibitionId=demo&registerType=visitingGroup&tenantId=000000#/registration`);
  await page.getByRole('button', { name: '使用账号密码登录' }).click();
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await tick(page, ZH);
  await page.getByRole('button', { name: ZH.submit }).click();
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

describe('a sub-account', () => {
  it('adds a member for its leader, then is refused its next call once the leader disables it', async () => {
    const sub = await journey.phones.newPhone('plain');
    await logInAsSubAccount(sub.page, east?.account ?? '', east?.password ?? '');

    await openHash(sub.page, '#/groupManagement/operateList?add=1');
    await sub.page.getByRole('heading', { name: '添加成员', level: 2 }).waitFor();
    await sub.page.getByRole('textbox', { name: '姓名', exact: true }).fill('钱助理');
    await sub.page.getByRole('textbox', { name: '手机号码', exact: true }).fill('13700000031');
    await sub.page.getByText('护照', { exact: true }).click();
    await sub.page.getByRole('textbox', { name: '证件号码', exact: true }).fill('E31313131');
    await sub.page.getByRole('button', { name: '添加成员' }).click();
    await sub.page.getByText('已添加钱助理，等待主办方审核。').waitFor();
    expect(journey.server.state.groups.membersOf(G.account.groupId).some((m) => m.name === '钱助理')).toBe(true);

    // The leader disables it on its details page.
    const leader = await journey.phones.newPhone('plain');
    await loginBySms(leader.page, journey.server, SEED.phones.groupAccount);
    await leader.page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
    await openHash(leader.page, '#/subordinate');
    await leader.page.getByRole('link', { name: `详情：${east?.account ?? ''}` }).click();
    await leader.page.getByText('使用中').waitFor();
    await leader.page.getByRole('button', { name: '停用此子账号' }).click();
    await leader.page.getByText(`已停用 ${east?.account ?? ''}：它的下一次操作将被拒绝。`).waitFor();
    await leader.page.getByRole('button', { name: '重新启用此子账号' }).waitFor();
    expect(await seriousA11yViolations(leader.page)).toEqual([]);
    await saveScreenshot(leader.page, 'groups-sub-account-disabled-zh');

    // The sub-account's next call is refused, with the way back to its account.
    await openHash(sub.page, '#/groupManagement/operateList?state=pending');
    await sub.page.getByText('该子账号已被团长停用，暂时不能办理团组事务。请联系团长重新启用，或退出后用其他账号登录。').waitFor();
    await sub.page.getByText('团长已停用此子账号。请联系团长重新启用，或回到个人中心。').waitFor();
    expect(await seriousA11yViolations(sub.page)).toEqual([]);
    await saveScreenshot(sub.page, 'groups-sub-account-refused-zh');
    await leader.context.close();
    await sub.context.close();
  });

  it('in English inside WeChat sees none of the leader’s controls, and the server still refuses them', async () => {
    const sub = await journey.phones.newPhone('wechat');
    await logInAsSubAccount(sub.page, east?.account ?? '', east?.password ?? '');
    await switchLanguageToEnglish(sub.page);

    await openHash(sub.page, '#/groupManagement');
    await sub.page.getByRole('heading', { name: 'Group management', level: 1 }).waitFor();
    await sub.page.getByText('The group’s details are changed by the group leader', { exact: false }).waitFor();
    expect(await sub.page.getByRole('link', { name: 'Edit the group’s details' }).count()).toBe(0);
    const nav = sub.page.getByRole('navigation', { name: 'Group management' });
    await nav.getByRole('link', { name: 'Members' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Sub-accounts' }).count()).toBe(0);
    expect(await seriousA11yViolations(sub.page)).toEqual([]);
    await saveScreenshot(sub.page, 'groups-sub-account-home-en');

    await openHash(sub.page, '#/groupManagement/operateList');
    await sub.page.getByRole('link', { name: 'Add a member' }).waitFor();
    await sub.page.locator('[data-member]').first().waitFor();
    expect(await sub.page.getByRole('checkbox').count()).toBe(0);
    expect(await seriousA11yViolations(sub.page)).toEqual([]);
    await saveScreenshot(sub.page, 'groups-sub-account-members-en');

    const member = journey.server.state.groups.membersOf(G.account.groupId)[0];
    await openHash(sub.page, `#/groupManagement/detail?id=${member?.memberId ?? ''}`);
    await sub.page.getByRole('heading', { name: member?.name ?? '', level: 1 }).waitFor();
    expect(await sub.page.getByRole('button', { name: 'Remove this member' }).count()).toBe(0);

    await openHash(sub.page, '#/groupManagement/form');
    await sub.page.getByText('Only the group leader can do this.', { exact: false }).waitFor();
    expect(await sub.page.getByRole('button', { name: 'Save the details' }).count()).toBe(0);

    // Typed by hand, the sub-accounts' address is refused by the server.
    await openHash(sub.page, '#/subordinate');
    await sub.page.getByText('Only the group leader can do this.', { exact: false }).waitFor();
    expect(await seriousA11yViolations(sub.page)).toEqual([]);
    await saveScreenshot(sub.page, 'groups-sub-account-refused-en');
    await sub.context.close();
  });
});
