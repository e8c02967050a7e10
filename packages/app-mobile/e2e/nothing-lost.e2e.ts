// Nothing typed is lost (#12 items 3, 8, 10): the agreements open and close keeping the login form,
// switching language keeps the phone and both ticks, reloading /infoWap or /questionnaire keeps the
// draft, and a reload goes on counting the wait before another code.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { loginBySms } from './after-login/visitor-login';
import { EN, ZH, openLoginPage, waitForHashPath } from './journeys/login-page.steps';

const journey = useAppJourney();

describe('reading the agreements before ticking them', () => {
  it('opens the privacy agreement in Chinese and comes back with the phone and the tick kept', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await openLoginPage(page, entryLink(journey.server, {}, '/registration'));
    await page.getByLabel(ZH.phone).fill(SEED.phones.newVisitor);
    await page.getByRole('checkbox', { name: ZH.initiative }).check();
    await saveScreenshot(page, 'agreements-login-zh');

    await page.getByRole('link', { name: '阅读《隐私协议》' }).click();
    await page.getByRole('heading', { level: 1, name: '隐私政策' }).waitFor();
    expect(await page.getByTestId('article-body').textContent()).toContain('我们仅将您的信息用于展会登记');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'agreement-privacy-zh');

    await page.getByRole('button', { name: '返回' }).click();
    await waitForHashPath(page, '/registration');
    await page.getByLabel(ZH.phone).waitFor();
    expect(await page.getByLabel(ZH.phone).inputValue()).toBe(SEED.phones.newVisitor);
    expect(await page.getByRole('checkbox', { name: ZH.initiative }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: ZH.privacy }).isChecked()).toBe(false);
    await context.close();
  });

  it('opens the initiative letter in English and comes back with the e-mail kept', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await openLoginPage(page, entryLink(journey.server, { languageType: 'en' }, '/registration'), EN.submit);
    await page.getByLabel(EN.email).fill(SEED.emails.englishVisitor);
    await page.getByRole('checkbox', { name: EN.privacy }).check();
    await saveScreenshot(page, 'agreements-login-en');

    await page.getByRole('link', { name: 'Read the Initiative Letter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Initiative letter' }).waitFor();
    expect(await page.getByTestId('article-body').textContent()).toContain('Please visit responsibly');
    await saveScreenshot(page, 'agreement-initiative-en');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel(EN.email).waitFor();
    expect(await page.getByLabel(EN.email).inputValue()).toBe(SEED.emails.englishVisitor);
    expect(await page.getByRole('checkbox', { name: EN.privacy }).isChecked()).toBe(true);
    await context.close();
  });

  it('offers a way back to the login page when an agreement was opened straight from a link', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await page.goto(entryLink(journey.server, {}, '/contentPage/2'));
    await page.getByRole('button', { name: '返回' }).click();
    await waitForHashPath(page, '/registration');
    await context.close();
  });
});

describe('switching language and reloading in the middle of a form', () => {
  it('keeps the phone and both ticks across a switch to English and back', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await openLoginPage(page, entryLink(journey.server, {}, '/registration'));
    await page.getByLabel(ZH.phone).fill(SEED.phones.newVisitor);
    await page.getByRole('checkbox', { name: ZH.privacy }).check();
    await page.getByRole('checkbox', { name: ZH.initiative }).check();

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: EN.submit }).waitFor();
    expect(await page.getByRole('checkbox', { name: EN.privacy }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: EN.initiative }).isChecked()).toBe(true);

    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('heading', { name: ZH.submit }).waitFor();
    expect(await page.getByLabel(ZH.phone).inputValue()).toBe(SEED.phones.newVisitor);
    expect(await page.getByRole('checkbox', { name: ZH.privacy }).isChecked()).toBe(true);
    await context.close();
  });

  it('goes on counting the wait for another code after a reload', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await openLoginPage(page, entryLink(journey.server, {}, '/registration'));
    await page.getByLabel(ZH.phone).fill(SEED.phones.newVisitor);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: ZH.submit }).waitFor();
    const resting = page.getByRole('button', { name: /秒后重新获取/ });
    await resting.waitFor();
    expect(await resting.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByLabel(ZH.phone).inputValue()).toBe(SEED.phones.newVisitor);
    await context.close();
  });

  it('keeps what was typed on /infoWap across a reload, and sends it', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginBySms(page, journey.server, SEED.phones.newVisitor);
    await waitForHashPath(page, '/infoWap');
    await page.getByLabel('姓名').fill('陈新客');
    await page.getByLabel('公司名称').fill('新客贸易有限公司');
    await page.getByLabel('职位').selectOption('buyer');
    await page.getByText('采购对接').click();

    await page.reload();
    await page.getByLabel('姓名').waitFor();
    expect(await page.getByLabel('姓名').inputValue()).toBe('陈新客');
    expect(await page.getByLabel('公司名称').inputValue()).toBe('新客贸易有限公司');
    expect(await page.getByLabel('职位').inputValue()).toBe('buyer');
    expect(await page.getByRole('checkbox', { name: '采购对接' }).isChecked()).toBe(true);

    await page.getByLabel('所属行业').selectOption({ label: '食品饮料' });
    await page.getByRole('button', { name: '提交' }).click();
    await waitForHashPath(page, '/questionnaire');
    // Sent, the draft is gone: nothing of it lingers in the tab.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('fairpass.draft.info')))).toEqual([]);
    await context.close();
  });

  it('keeps the answers on /questionnaire across a reload', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await loginBySms(page, journey.server, SEED.phones.questionnairePending);
    await waitForHashPath(page, '/questionnaire');
    await page.getByText('商务洽谈').click();
    await page.getByText('机器人').click();
    await page.getByRole('textbox', { name: '其他建议' }).fill('希望增加停车位');

    await page.reload();
    await page.getByRole('textbox', { name: '其他建议' }).waitFor();
    expect(await page.getByRole('textbox', { name: '其他建议' }).inputValue()).toBe('希望增加停车位');
    expect(await page.getByRole('radio', { name: '商务洽谈' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: '机器人' }).isChecked()).toBe(true);
    await context.close();
  });
});
