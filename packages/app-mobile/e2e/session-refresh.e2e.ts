// A login that runs out mid-questionnaire: the SDK refreshes the access token with the refresh token and
// sends the answers again, so the visitor goes on to the review page with nothing lost; and browser back
// from a later step stays inside the app.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { loginBySms, waitForHashPath } from './after-login/visitor-login';
import { useAppJourney } from './harness/journey';

const journey = useAppJourney();

describe('a session that runs out during the registration', () => {
  it('refreshes the token when the answers are sent and lands on the review page with the answers saved', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginBySms(page, journey.server, SEED.phones.questionnairePending);
    await waitForHashPath(page, '/questionnaire');
    await page.getByText('商务洽谈').click();
    await page.getByText('机器人').click();
    await page.getByRole('textbox', { name: '其他建议' }).fill('希望增加停车位');

    const refreshes: string[] = [];
    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('grant_type=refresh_token')) refreshes.push(request.url());
      if (request.url().endsWith('/questionnaire/answer/submit')) submits.push(request.url());
    });
    journey.server.expireAccessTokens();
    await page.getByRole('button', { name: '提交问卷' }).click();

    await waitForHashPath(page, '/auditing');
    // One refresh, and the refused answers sent once more with the new token.
    expect(refreshes).toHaveLength(1);
    expect(submits).toHaveLength(2);
    expect(JSON.stringify(journey.server.state.snapshot().answers)).toContain('希望增加停车位');

    // Back walks the steps inside the app instead of leaving it.
    await page.goBack();
    await waitForHashPath(page, '/questionnaire');
    await context.close();
  });

  it('shows the screen read after the access token ran out: the refused read is sent again with the new token, no endless "加载中"', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginBySms(page, journey.server, SEED.waitlist.phones.first);
    await page.getByRole('heading', { name: '个人中心' }).or(page.getByRole('heading', { name: /确认函/ })).first().waitFor();

    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('grant_type=refresh_token')) refreshes.push(request.url());
    });
    journey.server.expireAccessTokens();
    await page.evaluate(() => (location.hash = '#/waitingList'));
    await page.getByRole('heading', { level: 1, name: '我的候补与提醒' }).waitFor();
    await page.getByRole('main').getByText('加载中').waitFor({ state: 'detached' });
    expect(refreshes).toHaveLength(1);

    // The next screen's read goes out with the refreshed token at once.
    await page.evaluate(() => (location.hash = '#/invoice/history'));
    await page.getByRole('heading', { level: 1 }).filter({ hasText: '开票记录' }).waitFor();
    await page.getByRole('main').getByText('加载中').waitFor({ state: 'detached' });
    expect(refreshes).toHaveLength(1);
    await context.close();
  });
});
