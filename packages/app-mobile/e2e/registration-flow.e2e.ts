// Journeys of the after-login registration flow in real Chromium at phone size, in the plain mobile
// browser and in WeChat: log in → /infoWap (dictionary select) → /questionnaire → /auditing; bad input
// and a refused submit keep what was typed; the business card pre-fills the form.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Flavour } from './harness/browser';
import { screenAudit } from './harness/screen-audit';
import { hashPathOf, loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { useAppJourney } from './harness/journey';

const SUBMIT_INFO = 'POST /api/ef-registration-client/userInfo/submit';
const FLAVOURS: readonly Flavour[] = ['plain', 'wechat'];

const journey = useAppJourney();

async function fillValidInfo(page: Page): Promise<void> {
  await page.getByLabel('姓名').fill('陈新客');
  await page.getByLabel('公司名称').fill('新客贸易有限公司');
  await page.getByLabel('职位').selectOption('buyer');
  await page.getByLabel('所属行业').selectOption({ label: '食品饮料' });
  await page.getByText('采购对接').click();
}

async function answerQuestionnaire(page: Page): Promise<void> {
  await page.getByText('商务洽谈').click();
  await page.getByText('机器人').click();
  await page.getByRole('textbox', { name: '其他建议' }).fill('希望增加停车位');
  await page.getByRole('button', { name: '提交问卷' }).click();
}

describe.each(FLAVOURS)('after login in the %s browser', (flavour) => {
  it('takes a new visitor from the info form through the questionnaire to the review page', async () => {
    const { context, page } = await journey.phones.newPhone(flavour);
    await loginBySms(page, journey.server, SEED.phones.newVisitor);
    await waitForHashPath(page, '/infoWap');
    await page.getByLabel('姓名').waitFor();
    // The select is filled from the server's dictionary.
    await expect(page.getByLabel('职位').locator('option').allTextContents()).resolves.toContain('采购');
    await fillValidInfo(page);
    await page.getByRole('button', { name: '提交' }).click();

    await waitForHashPath(page, '/questionnaire');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('参观调查（1）');
    await answerQuestionnaire(page);

    await waitForHashPath(page, '/auditing');
    await expect(page.getByTestId('auditing-body').textContent()).resolves.toContain('1–3 个工作日');
    await expect(page.getByText('客服时间：周一至周五 09:00–18:00').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('tells a visitor whose review was not approved, and keeps a pending one on /auditing after a refresh', async () => {
    const rejected = await journey.phones.newPhone(flavour);
    await loginBySms(rejected.page, journey.server, SEED.phones.rejected);
    await waitForHashPath(rejected.page, '/auditing');
    await expect(rejected.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('审核未通过');
    await rejected.context.close();

    const { context, page } = await journey.phones.newPhone(flavour);
    await loginBySms(page, journey.server, SEED.phones.reviewPending);
    await waitForHashPath(page, '/auditing');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('信息审核中');
    await page.getByRole('button', { name: '刷新审核状态' }).click();
    await page.getByTestId('auditing-note').getByText('审核尚未完成，请稍后再试').waitFor();
    expect(hashPathOf(page)).toBe('/auditing');
    await context.close();
  });

  it('shows translated messages for a name with digits and a missing field, keeping what was typed', async () => {
    const { context, page } = await journey.phones.newPhone(flavour);
    await loginBySms(page, journey.server, SEED.phones.newVisitor);
    await waitForHashPath(page, '/infoWap');
    await page.getByLabel('姓名').fill('陈3');
    await page.getByLabel('职位').selectOption('engineer');
    await page.getByLabel('备注').fill('下午到场');
    await page.getByRole('button', { name: '提交' }).click();

    await expect(page.getByText('姓名至少2个字符，且不能包含数字或特殊字符').isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-field="company"] [role="alert"]').textContent()).resolves.toBe('此项为必填项');
    await expect(page.getByLabel('姓名').inputValue()).resolves.toBe('陈3');
    await expect(page.getByLabel('职位').inputValue()).resolves.toBe('engineer');
    await expect(page.getByLabel('备注').inputValue()).resolves.toBe('下午到场');
    expect(hashPathOf(page)).toBe('/infoWap');
    await context.close();
  });

  it("keeps the whole form and shows the journey.server's message when the submit is refused", async () => {
    const { context, page } = await journey.phones.newPhone(flavour);
    journey.server.faults.set(SUBMIT_INFO, { businessFailure: '提交信息已关闭' });
    await loginBySms(page, journey.server, SEED.phones.newVisitor);
    await waitForHashPath(page, '/infoWap');
    await fillValidInfo(page);
    await page.getByRole('button', { name: '提交' }).click();

    await expect(page.getByTestId('form-error').textContent()).resolves.toBe('提交信息已关闭');
    await expect(page.getByLabel('姓名').inputValue()).resolves.toBe('陈新客');
    await expect(page.getByLabel('公司名称').inputValue()).resolves.toBe('新客贸易有限公司');
    await expect(page.getByLabel('所属行业').inputValue()).resolves.toBe('food');
    await expect(page.locator('[data-field="interest"] .adm-checkbox-checked').textContent()).resolves.toBe('采购对接');
    expect(hashPathOf(page)).toBe('/infoWap');
    await context.close();
  });
});

describe('the business card', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it('refuses a file that is not jpg/jpeg/png and pre-fills the info form from an accepted card', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginBySms(page, journey.server, SEED.phones.newVisitor, { exhibitionId: SEED.exhibitions.businessCard });
    await waitForHashPath(page, '/photo');

    await page.locator('input[type=file]').setInputFiles({ name: 'card.gif', mimeType: 'image/gif', buffer: PNG });
    await expect(page.getByTestId('photo-error').textContent()).resolves.toBe('文件格式不支持');

    await page.locator('input[type=file]').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
    await waitForHashPath(page, '/infoWap');
    await expect(page.getByLabel('姓名').inputValue()).resolves.toBe('张名片');
    await expect(page.getByLabel('公司名称').inputValue()).resolves.toBe('名片识别科技有限公司');
    await context.close();
  });
});

describe('every screen of the flow, in Chinese and English', () => {
  const { violations, capture } = screenAudit();

  it('renders /photo, /infoWap, /questionnaire and /auditing cleanly in both languages', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginBySms(page, journey.server, SEED.phones.newVisitor, { exhibitionId: SEED.exhibitions.businessCard });
    await waitForHashPath(page, '/photo');
    await capture(page, 'registration-flow-photo-zh');
    await page.getByRole('button', { name: '跳过，手动填写' }).click();
    await waitForHashPath(page, '/infoWap');
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText('此项为必填项').first().waitFor();
    await capture(page, 'registration-flow-infoWap-zh');
    await page.evaluate(() => (location.hash = '#/questionnaire?index=1'));
    await capture(page, 'registration-flow-questionnaire-zh');
    await page.evaluate(() => (location.hash = '#/auditing'));
    await capture(page, 'registration-flow-auditing-zh');

    await switchLanguageToEnglish(page);
    for (const [path, name] of [
      ['/photo', 'photo'],
      ['/infoWap', 'infoWap'],
      ['/questionnaire?index=2', 'questionnaire'],
      ['/auditing', 'auditing'],
    ] as const) {
      await page.evaluate((hash) => (location.hash = `#${hash}`), path);
      await waitForHashPath(page, path.split('?')[0] ?? path);
      await capture(page, `registration-flow-${name}-en`);
      if (name === 'infoWap') {
        // Required fields are named by their label alone (aria-required says the rest), not "First namerequired".
        const firstName = page.getByRole('textbox', { name: 'First name', exact: true });
        expect(await firstName.getAttribute('aria-required')).toBe('true');
      }
    }
    await expect(page.getByText('Support hours: Monday to Friday, 09:00–18:00').isVisible()).resolves.toBe(true);
    expect(violations).toEqual({});
    await context.close();
  });
});
