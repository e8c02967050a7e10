// The form layer's error states in real Chromium, in Chinese and English: the domain's messages under the
// fields (each control aria-invalid and described by its message), focus on the first invalid field, and
// a refused call as the form's alert with everything typed still there. Each state is screenshotted and
// axe-checked (test-results/screens/form-errors-*.png).
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { entryLink } from './harness/app-server';
import { screenAudit } from './harness/screen-audit';
import { useAppJourney } from './harness/journey';

const journey = useAppJourney();

const TEXTS = {
  zh: {
    locale: 'zh-CN',
    params: {},
    account: '手机号或邮箱',
    resetSubmit: '重置密码',
    accountInvalid: '请输入正确的账号',
    phone: '手机号',
    code: '验证码',
    lookUp: '查看确认函',
    phoneInvalid: '请输入正确的手机号码',
    noLetter: '您尚未完成登记，暂无可使用的门票',
  },
  en: {
    locale: 'en-US',
    params: { languageType: 'en' },
    account: 'Phone or e-mail',
    resetSubmit: 'Reset password',
    accountInvalid: 'Please enter a valid account',
    phone: 'Mobile number',
    code: 'Verification code',
    lookUp: 'Show my confirmation',
    phoneInvalid: 'Please enter a valid mobile number',
    noLetter: 'You have not completed the registration yet and there are no tickets available for use',
  },
} as const;

describe.each(['zh', 'en'] as const)('form errors (%s)', (lang) => {
  const text = TEXTS[lang];
  const { violations, capture } = screenAudit();

  it('/forgotPassword: messages under the fields, focus on the first, nothing typed lost', async () => {
    const { context, page } = await journey.phones.newPhone('plain', { locale: text.locale });
    await page.goto(entryLink(journey.server, text.params, '/forgotPassword'));
    await page.getByLabel(text.account).fill('not-an-account');
    await page.getByRole('button', { name: text.resetSubmit }).click();
    const account = page.getByLabel(text.account);
    await page.getByText(text.accountInvalid).waitFor();
    expect(await account.getAttribute('aria-invalid')).toBe('true');
    const messageId = await account.getAttribute('aria-describedby');
    expect(await page.locator(`#${messageId}`).textContent()).toBe(text.accountInvalid);
    expect(await account.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await account.inputValue()).toBe('not-an-account');
    await capture(page, `form-errors-forgotPassword-${lang}`);
    expect(violations).toEqual({});
    await context.close();
  });

  it('/extractConfirmation: a bad number, then a refused lookup as the alert, keeping what was typed', async () => {
    const { context, page } = await journey.phones.newPhone('plain', { locale: text.locale });
    await page.goto(entryLink(journey.server, text.params, '/extractConfirmation'));
    await page.getByLabel(text.phone).fill('1380000');
    await page.getByRole('button', { name: text.lookUp }).click();
    await page.getByText(text.phoneInvalid).waitFor();
    expect(await page.getByLabel(text.phone).evaluate((element) => element === document.activeElement)).toBe(true);
    await capture(page, `form-errors-extractConfirmation-fields-${lang}`);

    await page.getByLabel(text.phone).fill(SEED.phones.newVisitor);
    await page.getByLabel(text.code, { exact: true }).fill(SEED.code);
    await page.waitForTimeout(1600); // the 1500 ms click debounce of spec §9
    await page.getByRole('button', { name: text.lookUp }).click();
    await expect(page.getByTestId('form-error').textContent()).resolves.toBe(text.noLetter);
    expect(await page.getByLabel(text.phone).inputValue()).toBe(SEED.phones.newVisitor);
    await capture(page, `form-errors-extractConfirmation-alert-${lang}`);
    expect(violations).toEqual({});
    await context.close();
  });
});
