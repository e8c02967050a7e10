// Steps the login journeys share: open a link, fill the login form as a person would, wait for the
// screen the app lands on.
import type { Page } from 'playwright-core';
import { SEED } from '@fairpass/test-fixtures';

export const ZH = { phone: '手机号码', email: '邮箱', code: '验证码', privacy: '我已阅读并同意《隐私协议》', initiative: '我已阅读并同意《倡议书》', submit: '登录 / 注册' };
export const EN = {
  email: 'E-mail',
  code: 'Verification code',
  privacy: 'I have read and agree to the Privacy Agreement',
  initiative: 'I have read and agree to the Initiative Letter',
  submit: 'Log in / Register',
};

/** The hash path the app shows, without its query. */
export const hashPath = (page: Page): Promise<string> => page.evaluate(() => location.hash.replace(/^#/, '').split('?')[0] ?? '');

export async function waitForHashPath(page: Page, path: string): Promise<void> {
  await page.waitForFunction((expected) => location.hash.replace(/^#/, '').split('?')[0] === expected, path, { timeout: 20_000 });
}

/**
 * The app has taken the screen over: index.html paints the Chinese login before any script (issue 33),
 * so a visible heading alone does not mean the entry flow has run.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForSelector('#root:not([data-fp-prerendered])', { state: 'attached', timeout: 20_000 });
}

export async function openLoginPage(page: Page, url: string, heading = ZH.submit): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { name: heading }).waitFor({ timeout: 20_000 });
  await waitForApp(page);
}

export async function tick(page: Page, texts: { privacy: string; initiative: string }): Promise<void> {
  await page.getByText(texts.privacy).click();
  await page.getByText(texts.initiative).click();
}

export async function loginBySms(page: Page, phone: string, code: string = SEED.code): Promise<void> {
  await page.getByLabel(ZH.phone).fill(phone);
  await page.getByLabel(ZH.code, { exact: true }).fill(code);
  await tick(page, ZH);
  await page.getByRole('button', { name: ZH.submit }).click();
}
