// The join link says which group it joins and who leads it (issue 29): the leader's QR page gives the
// link; opened on another phone, logged out, it names the group, its organisation and its leader and
// offers to log in or register; logged in, it names them again and goes on to the visitor's next step. A
// link naming no group says so with the way on. zh plain and en inside WeChat, 375 px, axe clean.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const G = SEED.groups;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

/** The join link as the leader's QR page shows it (its shared link box). */
async function joinLinkFromLeader(language: 'zh' | 'en'): Promise<string> {
  const leader = await journey.phones.newPhone('plain');
  await loginBySms(leader.page, journey.server, SEED.phones.groupAccount);
  await leader.page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
  if (language === 'en') await switchLanguageToEnglish(leader.page);
  await openHash(leader.page, '#/groupManagement/qrCode');
  const box = leader.page.locator('input[readonly]').first();
  await box.waitFor();
  const link = await box.inputValue();
  await leader.context.close();
  return link;
}

describe('the join link', () => {
  it('names the group and its leader before the login and after it, then goes on (zh)', async () => {
    const link = await joinLinkFromLeader('zh');
    expect(new URL(link).hash).toBe('#/groupManagement/join');
    expect(new URL(link).searchParams.get('visitingGroupId')).toBe(G.account.groupId);
    const leaderName = journey.server.state.findUser('demo', (u) => u.phone === SEED.phones.groupAccount)?.name ?? '';

    const { page, context } = await journey.phones.newPhone('plain');
    await page.goto(link);
    await page.getByRole('heading', { name: '加入郑氏商务考察团', level: 1 }).waitFor();
    const facts = page.getByRole('definition');
    expect(await facts.allInnerTexts()).toEqual(['郑氏商务考察团', '郑氏商务咨询有限公司', leaderName]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'groups-join-landing-zh');

    await page.getByRole('link', { name: '登录 / 注册并加入' }).click();
    await waitForHashPath(page, '/registration');
    await page.getByLabel('手机号码').fill(SEED.phones.newVisitor);
    await page.getByLabel('验证码').fill(SEED.code);
    await page.getByText('我已阅读并同意《隐私协议》').click();
    await page.getByText('我已阅读并同意《倡议书》').click();
    await page.getByRole('button', { name: '登录 / 注册' }).click();
    await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });

    // Logged in, the link still names the group, and goes on to the visitor's next step.
    await openHash(page, '#/groupManagement/join');
    await page.getByRole('heading', { name: '加入郑氏商务考察团', level: 1 }).waitFor();
    await page.getByText('您已登录。继续完成登记即加入该团组。').waitFor();
    await page.getByRole('button', { name: '继续登记' }).click();
    await page.waitForFunction(() => !location.hash.startsWith('#/groupManagement/join'), undefined, { timeout: 20_000 });
    await context.close();
  });

  it('reads in English inside WeChat, and a link naming no group says so with the way on', async () => {
    const link = new URL(await joinLinkFromLeader('en'));
    expect(link.searchParams.get('languageType')).toBe('en');
    const { page, context } = await journey.phones.newPhone('wechat');
    await page.goto(link.toString());
    await page.getByRole('heading', { name: 'Join 郑氏商务考察团', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Log in / Register to join' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'groups-join-landing-en');

    link.searchParams.set('visitingGroupId', 'vg-no-such-group');
    const other = await journey.phones.newPhone('wechat');
    await other.page.goto(link.toString());
    await other.page.getByText('This join link names no group', { exact: false }).waitFor();
    await other.page.getByRole('link', { name: 'Back to the start' }).waitFor();
    expect(await seriousA11yViolations(other.page)).toEqual([]);
    await other.context.close();
    await context.close();
  });
});
