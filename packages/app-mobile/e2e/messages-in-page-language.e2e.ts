// Server messages never show in the other language inside a translated sentence (#12 item 4): known
// backend failures read as the page's own text; an unknown one shows the translated general message.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';
import { EN, ZH, openLoginPage } from './journeys/login-page.steps';

const journey = useAppJourney();
const RC = '/api/ef-registration-client/';
const hasChinese = (text: string): boolean => /[\u4e00-\u9fff]/.test(text);

describe('messages in the page language', () => {
  it('in Chinese, a wrong password reads in Chinese, not "Incorrect username or password"', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await openLoginPage(page, entryLink(journey.server, {}, '/registration'));
    await page.getByRole('button', { name: '使用账号密码登录' }).click();
    await page.getByLabel('账号').fill(SEED.accounts.password.username);
    await page.getByLabel('密码', { exact: true }).fill('Wrong#2026pass');
    await page.getByRole('checkbox', { name: ZH.privacy }).check();
    await page.getByRole('checkbox', { name: ZH.initiative }).check();
    await page.getByRole('button', { name: ZH.submit }).click();
    const alert = page.getByRole('alert').filter({ hasText: '登录失败' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe('登录失败：账号或密码错误，请重新输入');
    await context.close();
  });

  it('in English, "sent too often" from the server reads in English', async () => {
    journey.server.faults.set(`POST ${RC}verificationCode/email/send`, { businessFailure: '验证码发送过于频繁，请 42 秒后再试' });
    const { context, page } = await journey.phones.newPhone('plain');
    await openLoginPage(page, entryLink(journey.server, { languageType: 'en' }, '/registration'), EN.submit);
    await page.getByLabel(EN.email).fill(SEED.emails.englishVisitor);
    await page.getByRole('button', { name: 'Get code' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'too often' });
    await alert.waitFor();
    expect(hasChinese((await alert.textContent()) ?? '')).toBe(false);
    await context.close();
  });

  it('in English, an unknown Chinese server failure shows the English general message without the Chinese text', async () => {
    journey.server.faults.set(`POST ${RC}verificationCode/email/send`, { businessFailure: '服务器异常' });
    const { context, page } = await journey.phones.newPhone('wechat');
    await openLoginPage(page, entryLink(journey.server, { languageType: 'en' }, '/registration'), EN.submit);
    await page.getByLabel(EN.email).fill(SEED.emails.englishVisitor);
    await page.getByRole('button', { name: 'Get code' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /\w/ });
    await alert.first().waitFor();
    const text = (await alert.first().textContent()) ?? '';
    expect(text).toBe('The request was not accepted');
    expect(text).not.toContain('服务器异常');
    expect(hasChinese(text)).toBe(false);
    await context.close();
  });

  it('in English, a missing article says so in English, not "文章不存在"', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await page.goto(entryLink(journey.server, { languageType: 'en' }, '/contentPage/999'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => !document.body.innerText.includes('Loading'));
    const body = await page.locator('main').innerText();
    // The shared failure view: an English heading for a refusal the catalogue has no sentence for, and ways on.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This cannot be shown');
    expect(body).toContain('You can carry on from one of the links below.');
    expect(await page.getByRole('main').getByRole('link').count()).toBeGreaterThan(0);
    expect(body).not.toContain('文章不存在');
    expect(hasChinese(body.replace('中文', ''))).toBe(false);
    await context.close();
  });
});
