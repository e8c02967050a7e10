// Wrong verification codes (issue 25 §4), in real Chromium at phone size: after five wrong codes the
// code is dead — even the right one is refused — and the login says to get a new code, in the page's
// language, keeping what was typed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED } from '@fairpass/test-fixtures';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { EN, openLoginPage, tick, ZH } from './journeys/login-page.steps';

const journey = useAppJourney();

const WRONG_CODE = '000000';
const LIMIT = 5;

/** Submits the login form with `code` once its debounce allows, and returns what its alert then says. */
async function submitCode(page: Page, texts: typeof ZH | typeof EN, code: string): Promise<string> {
  await page.getByLabel(texts.code, { exact: true }).fill(code);
  const answered = page.waitForResponse((response) => response.url().includes('/oauth/token'));
  await page.getByRole('button', { name: texts.submit }).click();
  await answered;
  const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
  await alert.waitFor();
  const said = (await alert.innerText()).trim();
  // The form's submits are debounced (1.5 s): the page's clock (installed by the test) moves past it
  // before the next one, as a person's pause would.
  await page.clock.fastForward(1_600);
  return said;
}

describe('too many wrong verification codes', () => {
  it('refuses even the right code after five wrong ones and says to get a new code (Chinese, mobile)', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await page.clock.install();
    await openLoginPage(page, entryLink(journey.server));
    const phone = '13900009901';
    await page.getByLabel(ZH.phone).fill(phone);
    await tick(page, ZH);
    for (let attempt = 0; attempt < LIMIT; attempt += 1) expect(await submitCode(page, ZH, WRONG_CODE)).not.toContain('次数过多');

    const refused = await submitCode(page, ZH, SEED.code);

    expect(refused).toContain('验证码错误次数过多，请重新获取验证码');
    expect(await page.getByLabel(ZH.phone).inputValue()).toBe(phone);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'login-code-attempts-zh');
    await context.close();
  });

  it('says the same in English on an English link (e-mail code)', async () => {
    const { context, page } = await journey.phones.newPhone('plain', { locale: 'en-US' });
    await page.clock.install();
    await openLoginPage(page, entryLink(journey.server, { languageType: 'en' }), EN.submit);
    const email = 'attempts@example.com';
    await page.getByLabel(EN.email).fill(email);
    await tick(page, EN);
    for (let attempt = 0; attempt < LIMIT; attempt += 1) expect(await submitCode(page, EN, WRONG_CODE)).not.toContain('Too many');

    const refused = await submitCode(page, EN, SEED.code);

    expect(refused).toContain('Too many wrong codes. Please get a new code.');
    expect(await page.getByLabel(EN.email).inputValue()).toBe(email);
    await saveScreenshot(page, 'login-code-attempts-en');
    await context.close();
  });
});
