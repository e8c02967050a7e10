// Steps the after-login journeys share: open the demo link, log in through the real login screen, and
// wait for the screen the next step chooses. Kept beside the journeys, not in the lead's harness.
import type { ContractServer } from '@fairpass/test-fixtures';
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { entryLink } from '../harness/app-server';

/** The hash path of the page, without its query (`#/questionnaire?index=1` → `/questionnaire`). */
export const hashPathOf = (page: Page): string => new URL(page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';

export async function waitForHashPath(page: Page, path: string): Promise<void> {
  try {
    await page.waitForFunction((expected) => location.hash.replace(/^#/, '').split('?')[0] === expected, path, { timeout: 20_000 });
  } catch (error) {
    // Says where the page stayed instead, and what it showed, so a failure on CI can be read from its log.
    const shown = await page.locator('body').innerText({ timeout: 2_000 }).catch(() => '(unreadable)');
    throw new Error(`${path} never came: the page is at ${page.url()}, showing: ${shown.slice(0, 400)}`, { cause: error });
  }
}

/** Logs in with a phone number and the seeded SMS code on the demo link (or another exhibition). */
export async function loginBySms(
  page: Page,
  server: ContractServer,
  phone: string,
  params: Record<string, string> = {},
): Promise<void> {
  await page.goto(entryLink(server, params, '/registration'));
  await page.getByLabel('手机号码').fill(phone);
  await page.getByLabel('验证码').fill(SEED.code);
  await page.getByText('我已阅读并同意《隐私协议》').click();
  await page.getByText('我已阅读并同意《倡议书》').click();
  await page.getByRole('button', { name: '登录 / 注册' }).click();
}

/** Switches the product language from the user centre (persisted, so later screens open in it). */
export async function switchLanguageToEnglish(page: Page): Promise<void> {
  await page.evaluate(() => {
    location.hash = '#/user-center';
  });
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('heading', { name: 'My account' }).waitFor();
}

/** Collects every alert/confirm/prompt the page opens: a sanitiser that works lets none through. */
export function collectDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}
