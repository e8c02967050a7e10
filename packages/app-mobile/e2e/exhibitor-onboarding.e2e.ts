// Becoming an exhibitor (issue 30, design exhibitor.md §5.1 journey 1, the part built so far): a newcomer
// through the exhibitor link logs in, applies by keyboard alone (301 refused with the spec's message and
// nothing typed lost, a bad credit code), binds the company with a wrong then the right certification
// code; a company under review waits "1–3 working days" until the organiser's hook approves it and refresh
// moves on; a refused company reads the reason in English inside WeChat and is offered to send again.
// When another phone applied (5011) or bound the login (5002) while the form was open, the refusal is
// said in place, what was typed stays, and the next step is offered. Every new screen axe-checked and
// screenshotted.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { hasFocus, tabAndPress, tabAndType, tabTo } from './harness/keyboard';
import { saveScreenshot } from './harness/screenshots';
import { apiAs } from './journeys/contract-api.steps';

const journey = useAppJourney();
const P = { newcomer: '13800000200', underReview: '13800000202', refused: '13800000203' };

/** A text box by its label, with or without the required mark. */
const box = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

async function logIn(page: Page, phone: string): Promise<void> {
  await loginBySms(page, journey.server, phone, { registerType: 'exhibitorDept' });
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

/** Opens the application to exhibit and fills it as the newcomer's company (the mobile only if empty). */
async function fillNewcomersApplication(page: Page): Promise<void> {
  await openHash(page, '#/exhibitorSelfService/exhibitorRegist');
  await page.getByRole('heading', { name: '申请参展', level: 1 }).waitFor();
  await box(page, '公司名称').fill('新展科技有限公司');
  await box(page, '统一社会信用代码').fill('91110108MA01XXXX0H');
  await box(page, '联系人').fill('严新展');
  const mobile = box(page, '联系人手机');
  if ((await mobile.inputValue()) === '') await mobile.fill(P.newcomer);
  await box(page, '展位数量（个）').fill('2');
  await page.getByRole('combobox', { name: /^展品类别/ }).selectOption({ label: '消费电子' });
}

describe('becoming an exhibitor', () => {
  it('applies by keyboard alone (301 refused, nothing lost) and binds the company with its certification code', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.newcomer);
    await openHash(page, '#/exhibitorSelfService/exhibitorRegist');
    const heading = page.getByRole('heading', { name: '申请参展', level: 1 });
    await heading.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-apply-zh');

    await tabAndType(page, box(page, '公司名称'), '新展科技有限公司');
    await tabAndType(page, box(page, '统一社会信用代码'), '91110108MA01XXXX0Q');
    await tabAndType(page, box(page, '联系人'), '严新展');
    await tabTo(page, page.getByRole('radio', { name: '光地' }));
    await page.keyboard.press('Space');
    await tabAndType(page, box(page, '展位面积（平方米）'), '301');
    // the exhibit category from the organiser's list, by the arrow keys on the select
    const category = page.getByRole('combobox', { name: /^展品类别/ });
    await page.getByRole('option', { name: '消费电子' }).waitFor({ state: 'attached' });
    await tabTo(page, category);
    await page.keyboard.press('ArrowDown');
    expect(await category.inputValue()).toBe('electronics');
    expect(await tabAndPress(page, page.getByRole('button', { name: '提交申请' }))).toBe(true);

    await page.getByText('订购数量或面积不能超过300').waitFor();
    await page.getByText('请输入正确的统一社会信用代码').waitFor();
    await page.getByRole('alert').filter({ hasText: '请按提示修改后再提交' }).waitFor();
    expect(await box(page, '公司名称').inputValue()).toBe('新展科技有限公司');
    expect(await box(page, '联系人').inputValue()).toBe('严新展');
    expect(await hasFocus(box(page, '统一社会信用代码'))).toBe(true);
    await saveScreenshot(page, 'exhibitor-apply-errors-zh');

    await page.keyboard.press('Control+A');
    await page.keyboard.type('91110108MA01XXXX0H');
    await box(page, '展位面积（平方米）').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('36');
    await page.keyboard.press('Enter');

    await waitForHashPath(page, '/exhibitorSelfService/exhCertificationCode');
    await page.getByRole('heading', { name: '展商认证码', level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await tabAndType(page, box(page, '认证码'), 'FPX7');
    await page.keyboard.press('Enter');
    await page.getByText('认证码为 8 位字母或数字').waitFor();
    await box(page, '认证码').fill('WRONG123');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: '认证码不正确，请向主办方确认' }).waitFor();
    await saveScreenshot(page, 'exhibitor-code-refused-zh');
    await box(page, '认证码').fill('fpx7 k2q9');
    await page.keyboard.press('Enter');
    // the company form (formInfoWap) is the next step of a company whose form is incomplete
    await waitForHashPath(page, '/exhibitorSelfService/formInfoWap');
  });

  it('waits for the review (1–3 working days) until the organiser approves it, then refresh leads to the user centre', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.underReview);
    await openHash(page, '#/exhibitorSelfService/auditing');
    await page.getByRole('heading', { name: '参展申请审核中', level: 1 }).waitFor();
    await page.getByText('审核通常需要约 1–3 个工作日').waitFor();
    await page.getByText('公司：待审科技有限公司').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-auditing-zh');

    await page.getByRole('button', { name: '刷新审核状态' }).click();
    await page.getByRole('status').filter({ hasText: '审核尚未完成，请稍后再试' }).waitFor();
    const reviewed = await fetch(new URL('/__contract/exhibitor/review', journey.server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: P.underReview, outcome: 'approved' }),
    });
    expect(reviewed.status).toBe(200);
    expect(await tabAndPress(page, page.getByRole('button', { name: '刷新审核状态' }))).toBe(true);
    await waitForHashPath(page, '/user-center');
  });

  it('shows a refused company the reason in English inside WeChat, and its application filled in as sent, to change and send again', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logIn(page, P.refused);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/exhibitorSelfService/auditing');
    await page.getByRole('heading', { name: 'Application not approved', level: 1 }).waitFor();
    await page.getByText('The business licence and the company name differ').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-auditing-refused-en');
    await page.getByRole('link', { name: 'Change and send again' }).click();
    await page.getByRole('heading', { name: 'Apply to exhibit', level: 1 }).waitFor();
    // Nothing to type again: the application as it was sent, under the organiser's reason.
    await page.getByTestId('apply-refused').getByText(/The business licence and the company name differ\. It is filled in below as you sent it/).waitFor();
    expect(await box(page, 'Company name').inputValue()).toBe('待审科技');
    expect(await box(page, 'Unified social credit code').inputValue()).toBe('91440300MA5G2P7K1X');
    expect(await box(page, 'Contact e-mail').inputValue()).toBe('apply@pending-tech.example.com');
    expect(await box(page, 'Number of booths').inputValue()).toBe('2');
    await expect.poll(() => page.getByRole('combobox', { name: /^What you exhibit/ }).locator('option:checked').textContent()).toBe('Consumer electronics');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-apply-en');

    // The name as on the licence, and sent again: under review once more.
    await box(page, 'Company name').fill('待审科技有限公司');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect.poll(() => journey.server.state.exhibitor.accountOf(P.refused)?.state).toBe('submitted');
    expect(journey.server.state.exhibitor.accountOf(P.refused)?.application).toMatchObject({ companyName: '待审科技有限公司', creditCode: '91440300MA5G2P7K1X', boothQuantity: 2 });
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Apply to exhibit' }).waitFor();
  });

  it('refuses the application on an exhibition whose company information is closed, in place, nothing typed lost', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await loginBySms(page, journey.server, P.newcomer, { registerType: 'exhibitorDept', exhibitionId: 'exh-closed-demo' });
    await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
    await fillNewcomersApplication(page);
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByRole('alert').filter({ hasText: '信息提交已关闭' }).waitFor();
    expect(await box(page, '公司名称').inputValue()).toBe('新展科技有限公司');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-apply-closed-zh');
  });

  it('says in place, nothing typed lost, that another phone already applied or bound this login, and leads on', async () => {
    journey.server.reset();
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.newcomer);
    await fillNewcomersApplication(page);
    // Meanwhile a colleague's phone sends the same login's application, then binds it with the code.
    const other = await apiAs(journey.server, P.newcomer);
    const application = { companyName: '新展科技有限公司', creditCode: '91110108MA01XXXX0H', contactName: '严新展', mobile: P.newcomer, boothType: 'standard', boothQuantity: 2, exhibitCategory: 'electronics' };
    expect((await other.post('exhibitor/apply', application)).code).toBe(200);
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByRole('alert').filter({ hasText: '您已提交过参展申请，请勿重复提交' }).waitFor();
    expect(await box(page, '公司名称').inputValue()).toBe('新展科技有限公司');
    expect(await box(page, '展位数量（个）').inputValue()).toBe('2');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-apply-exists-zh');
    await page.getByRole('link', { name: '继续下一步' }).click();

    await waitForHashPath(page, '/exhibitorSelfService/exhCertificationCode');
    await box(page, '认证码').fill('DEMO1001');
    expect((await other.post('exhibitor/certify', { exhibitionId: 'demo', code: 'FPX7K2Q9' })).code).toBe(200);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: '该账号已加入展商，无需再次认证' }).waitFor();
    expect(await box(page, '认证码').inputValue()).toBe('DEMO1001');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-code-already-zh');
    await page.getByRole('link', { name: '继续下一步' }).click();
    await waitForHashPath(page, '/exhibitorSelfService/formInfoWap');
  });
});
