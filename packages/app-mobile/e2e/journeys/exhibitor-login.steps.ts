// A company's login through the exhibitors' own login page, as the exhibitor journeys start.
import { SEED, type ContractServer } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { waitForHashPath } from '../after-login/visitor-login';
import { entryLink } from '../harness/app-server';

/**
 * Opens the exhibitor login from the company's link, logs in by SMS code and waits for the personal centre.
 * `link` adds parameters to the link (another exhibition: `{ exhibitionId }`).
 */
export async function logInAsExhibitor(page: Page, server: ContractServer, phone: string, registerType = 'exhibitorDept', link: Readonly<Record<string, string>> = {}): Promise<void> {
  await page.goto(entryLink(server, { ...link, registerType }, '/exhibitorSelfService/exhibitorRegist/login'));
  await fillExhibitorLogin(page, phone);
  await waitForHashPath(page, '/user-center');
}

/** On the exhibitor login page (zh): the phone, the SMS code, both consents, and "log in". */
export async function fillExhibitorLogin(page: Page, phone: string): Promise<void> {
  await page.getByRole('heading', { name: '展商登录 / 注册', level: 1 }).waitFor();
  await page.getByLabel('手机号码').fill(phone);
  await page.getByLabel('验证码').fill(SEED.code);
  await page.getByText('我已阅读并同意《隐私协议》').click();
  await page.getByText('我已阅读并同意《倡议书》').click();
  await page.getByRole('button', { name: '登录 / 注册' }).click();
}
