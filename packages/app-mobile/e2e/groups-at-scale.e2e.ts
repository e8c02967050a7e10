// Group leaders at full load (issue 29): the leader of 1,000 opens a team from the home's team rows and
// moves the whole team of 200 with "choose all this filter lists" in five taps — sent as the filter and
// its count, not 200 ids; a filter that lists another number by then changes nothing and says the
// number now; a team is not moved into itself; zh (plain) and en (WeChat), axe clean, screenshots.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const G = SEED.groups;
const [shanghai2 = '', hangzhou = '', nanjing = '', suzhou = ''] = G.forming.mixedTeamIds;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);
const teamSize = (teamId: string) => journey.server.state.groups.teamSize(G.forming.groupId, teamId);

async function logIn(page: Page): Promise<void> {
  await loginBySms(page, journey.server, SEED.phones.groupLeaderForming);
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

describe('the leader of 1,000', () => {
  it('moves a whole team of 200 from its team row with "choose all this filter lists", in five taps', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page);
    await waitForHashPath(page, '/groupManagement');
    await page.getByRole('heading', { name: '团组管理', level: 1 }).waitFor();

    // 1: the team row opens the list narrowed to the team.
    await page.getByRole('link', { name: /^杭州队/ }).click();
    await page.getByRole('heading', { name: '找到 200 人' }).waitFor();
    expect(await page.getByRole('navigation', { name: '分组' }).getByRole('link', { name: '杭州队' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('li[data-member]').count()).toBe(20);

    // 2: every member shown; 3: every member the filter lists.
    await page.getByRole('checkbox', { name: '全选已显示的 20 人' }).check();
    await page.getByText('已选择 20 人').waitFor();
    await page.getByRole('button', { name: '选择当前筛选的全部 200 人' }).click();
    await page.getByText('已选择全部 200 人').waitFor();
    await page.getByText('已选择当前筛选的全部 200 人，包括尚未显示的成员。').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'groups-members-whole-team-zh');

    // 4: the team to go to; 5: move.
    await page.getByLabel('移到分组').selectOption({ label: '南京队' });
    await page.getByRole('button', { name: '移动所选成员' }).click();
    await page.getByText('已将 200 人移到“南京队”。').waitFor();
    await page.getByRole('heading', { name: '找到 0 人' }).waitFor();
    expect([teamSize(hangzhou), teamSize(nanjing)]).toEqual([0, 400]);

    // The home counts the teams again.
    await openHash(page, '#/groupManagement');
    await page.getByRole('link', { name: /^南京队\s*400 人/ }).waitFor();
    await saveScreenshot(page, 'groups-home-teams-zh');
    await context.close();
  });

  it('is told when the filter lists another number by the time of the move, nothing moved, and moves it after looking again (English, WeChat)', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await logIn(page);
    await switchLanguageToEnglish(page);
    await openHash(page, `#/groupManagement/operateList?team=${shanghai2}`);
    await page.getByRole('heading', { name: '200 found' }).waitFor();
    await page.getByRole('checkbox', { name: 'Choose all 20 shown' }).check();
    await page.getByRole('button', { name: 'Choose all 200 members this filter lists' }).click();
    await page.getByText('All 200 chosen (the whole filter)').waitFor();

    // A team is not moved into itself.
    await page.getByLabel('Move to team').selectOption({ label: '上海二队' });
    await page.getByRole('button', { name: 'Move the chosen members', exact: true }).click();
    await page.getByText('The chosen members are in this team already: choose another team').waitFor();
    expect(await page.getByLabel('Move to team').evaluate((field) => field === document.activeElement)).toBe(true);

    // Meanwhile a member of 苏州队 joins 上海二队 (another phone, a sub-account): the filter lists 201.
    const joining = journey.server.state.groups.membersOf(G.forming.groupId).find((m) => m.teamId === suzhou);
    if (joining) joining.teamId = shanghai2;
    await page.getByLabel('Move to team').selectOption({ label: '苏州队' });
    await page.getByRole('button', { name: 'Move the chosen members', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'The filter now lists 201 members: check the choice and try again' }).waitFor();
    await page.getByRole('heading', { name: '201 found' }).waitFor();
    expect(teamSize(shanghai2)).toBe(201);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'groups-members-filter-changed-en');

    await page.getByRole('checkbox', { name: 'Choose all 20 shown' }).check();
    await page.getByRole('button', { name: 'Choose all 201 members this filter lists' }).click();
    await page.getByLabel('Move to team').selectOption({ label: '苏州队' });
    await page.getByRole('button', { name: 'Move the chosen members', exact: true }).click();
    await page.getByText('201 moved to “苏州队”.').waitFor();
    expect([teamSize(shanghai2), teamSize(suzhou)]).toEqual([0, 400]);
    await saveScreenshot(page, 'groups-members-moved-en');
    await context.close();
  });
});
