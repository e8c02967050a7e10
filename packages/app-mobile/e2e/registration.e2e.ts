// Login journeys in real Chromium at phone size, once as a plain mobile browser and once as WeChat's
// in-app browser (where the demo's WeChat auto login first takes the openid round trip, finds no bound
// user and shows the login page): every seeded identity lands where the next-step table says.
import { describe, expect, it } from 'vitest';
import { SEED } from '@fairpass/test-fixtures';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { type Flavour } from './harness/browser';
import { saveScreenshot } from './harness/screenshots';
import { EN, hashPath, loginBySms, openLoginPage, tick, waitForHashPath, ZH } from './journeys/login-page.steps';
import { useAppJourney } from './harness/journey';

const journey = useAppJourney();

describe.each<Flavour>(['plain', 'wechat'])('logging in (%s browser)', (flavour) => {
  const phone = async (locale = 'zh-CN') => journey.phones.newPhone(flavour, { locale });

  it.each([
    [SEED.phones.newVisitor, '/infoWap'],
    [SEED.phones.questionnairePending, '/questionnaire'],
    [SEED.phones.reviewPending, '/auditing'],
    [SEED.phones.approvedWithTicket, '/confirmation'],
    [SEED.phones.exhibitor, '/user-center'],
  ])('sends %s from the entry link to %s', async (visitor, expected) => {
    const { context, page } = await phone();
    await openLoginPage(page, entryLink(journey.server, {}, '/'));
    expect(await hashPath(page)).toBe('/registration');
    // WeChat with auto login on: the openid round trip happened (no user is bound to it, so: login page),
    // and the address lost the openid as soon as the page had read it.
    expect(new URL(page.url()).searchParams.has('openid')).toBe(false);
    await loginBySms(page, visitor);
    await waitForHashPath(page, expected);
    await context.close();
  });

  it('sends the trade-fair exhibitor to /tradeFairSystem/home (no screen yet: the not-found page keeps the address)', async () => {
    const { context, page } = await phone();
    await openLoginPage(page, entryLink(journey.server, {}, '/registration'));
    await loginBySms(page, SEED.phones.tradeFairExhibitor);
    await waitForHashPath(page, '/tradeFairSystem/home');
    await context.close();
  });

  it('logs the English visitor in by e-mail code and shows English', async () => {
    const { context, page } = await phone('en-US');
    await openLoginPage(page, entryLink(journey.server, { languageType: 'en' }, '/registration'), EN.submit);
    await page.getByLabel(EN.email).fill(SEED.emails.englishVisitor);
    await page.getByLabel(EN.code, { exact: true }).fill(SEED.code);
    await tick(page, EN);
    await page.getByRole('button', { name: EN.submit }).click();
    await waitForHashPath(page, '/confirmation');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.waitForFunction(() => !/[\u4e00-\u9fff]/.test(document.querySelector('main')?.textContent ?? '中'), undefined, { timeout: 20_000 });
    await context.close();
  });

  it('logs in with account and password', async () => {
    const { context, page } = await phone();
    await openLoginPage(page, entryLink(journey.server, {}, '/registration'));
    await page.getByRole('button', { name: '使用账号密码登录' }).click();
    await page.getByLabel('账号').fill(SEED.accounts.password.username);
    await page.getByLabel('密码', { exact: true }).fill(SEED.accounts.password.password);
    await tick(page, ZH);
    await page.getByRole('button', { name: ZH.submit }).click();
    await waitForHashPath(page, '/confirmation');
    await context.close();
  });

  it('ends a session refused mid-way (401 after login) on /jump', async () => {
    const { context, page } = await phone();
    await openLoginPage(page, entryLink(journey.server, {}, '/registration'));
    journey.server.faults.set('POST /api/ef-registration-client/user/registerType/addAndGetAll', { unauthorized: 'gateway' });
    await loginBySms(page, SEED.phones.approvedWithTicket);
    await waitForHashPath(page, '/jump');
    await page.getByRole('heading', { name: '登录已失效' }).waitFor();
    await context.close();
  });
});

describe('bad input on the login forms', () => {
  it('explains an invalid phone, missing ticks and a wrong code, keeping what was typed', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await page.clock.install(); // moved past the submit debounce below, where a person would pause
    await openLoginPage(page, entryLink(journey.server, {}, '/registration'));
    await page.getByLabel(ZH.phone).fill('1380000');
    await page.getByLabel(ZH.code, { exact: true }).fill(SEED.code);
    await page.getByRole('button', { name: ZH.submit }).click();
    await page.getByText('请输入正确的手机号码').waitFor();
    await page.getByText('请阅读并勾选隐私协议').waitFor();
    await page.getByText('请阅读并勾选倡议书').waitFor();
    expect(await page.getByLabel(ZH.phone).inputValue()).toBe('1380000');

    await page.getByLabel(ZH.phone).fill(SEED.phones.approvedWithTicket);
    await page.getByLabel(ZH.code, { exact: true }).fill('654321');
    await tick(page, ZH);
    await page.clock.fastForward(1600); // the 1500 ms click debounce of spec §9
    await page.getByRole('button', { name: ZH.submit }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    // The backend's "Verification code error" arrives as AUTH.CODE_INVALID and is said in the page's language.
    expect(await alert.textContent()).toBe('登录失败：验证码错误，请重新输入');
    expect(await page.getByLabel(ZH.code, { exact: true }).inputValue()).toBe('654321');
    expect(await hashPath(page)).toBe('/registration');
    await saveScreenshot(page, 'registration-wrong-code-zh');
    await context.close();
  });

  it('says a wrong e-mail code in English on the English login page, keeping what was typed', async () => {
    const { context, page } = await journey.phones.newPhone('plain', { locale: 'en-US' });
    await openLoginPage(page, entryLink(journey.server, { languageType: 'en' }, '/registration'), EN.submit);
    await page.getByLabel(EN.email).fill(SEED.emails.englishVisitor);
    await page.getByLabel(EN.code, { exact: true }).fill('654321');
    await tick(page, EN);
    await page.getByRole('button', { name: EN.submit }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();

    expect(await alert.textContent()).toBe('Login failed: The verification code is wrong. Please check it and try again.');
    expect(await page.getByLabel(EN.email).inputValue()).toBe(SEED.emails.englishVisitor);
    await saveScreenshot(page, 'registration-wrong-code-en');
    await context.close();
  });

  it('refuses mismatched new passwords on /forgotPassword and keeps them', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await openLoginPage(page, entryLink(journey.server, {}, '/forgotPassword'), '找回密码');
    await page.getByLabel('手机号或邮箱').fill(SEED.phones.passwordDemo);
    await page.getByLabel('验证码', { exact: true }).fill(SEED.code);
    await page.getByLabel('新密码', { exact: true }).fill('Better@2027');
    await page.getByLabel('确认新密码').fill('Better@2028');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('两次输入的新密码不一致').waitFor();
    expect(await page.getByLabel('确认新密码').inputValue()).toBe('Better@2028');
    await context.close();
  });

  it('refuses an invalid overseas number on /whatsApp and keeps it', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await openLoginPage(page, entryLink(journey.server, {}, '/whatsApp'), 'WhatsApp 验证');
    await page.getByLabel('国家/地区代码').fill('85a');
    await page.getByLabel('手机号码').fill('91234567');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('请输入正确的手机号码').waitFor();
    expect(await page.getByLabel('国家/地区代码').inputValue()).toBe('85a');
    await context.close();
  });

  it('signs an overseas visitor up by WhatsApp code and sends them on to their information form', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await openLoginPage(page, entryLink(journey.server, {}, '/whatsApp'), 'WhatsApp 验证');
    await page.getByLabel('国家/地区代码').fill('+852');
    await page.getByLabel('手机号码').fill('9123 4567');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('验证码已通过 WhatsApp 发送').waitFor();
    expect(journey.server.state.sentCodes.map((sent) => [sent.channel, sent.target])).toContainEqual(['whatsapp', '+85291234567']);
    await page.getByLabel('验证码').fill(SEED.code);
    await page.getByText('我已阅读并同意《隐私协议》').click();
    await page.getByText('我已阅读并同意《倡议书》').click();
    await page.getByRole('button', { name: '验证并继续' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/infoWap'));
    await context.close();
  });

  it('refuses mismatched new passwords on /changePassword after a password login', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await openLoginPage(page, entryLink(journey.server, {}, '/registration'));
    await page.getByRole('button', { name: '使用账号密码登录' }).click();
    await page.getByLabel('账号').fill(SEED.accounts.password.username);
    await page.getByLabel('密码', { exact: true }).fill(SEED.accounts.password.password);
    await tick(page, ZH);
    await page.getByRole('button', { name: ZH.submit }).click();
    await waitForHashPath(page, '/confirmation');
    await page.goto(entryLink(journey.server, {}, '/changePassword'));
    await page.getByRole('heading', { name: '修改密码' }).waitFor();
    await page.getByLabel('原密码').fill(SEED.accounts.password.password);
    await page.getByLabel('新密码', { exact: true }).fill('Better@2027');
    await page.getByLabel('确认新密码').fill('Better@2028');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('两次输入的新密码不一致').waitFor();
    expect(await page.getByLabel('新密码', { exact: true }).inputValue()).toBe('Better@2027');
    await context.close();
  });
});

describe('the look of the login and account screens', () => {
  it("applies the exhibition's theme colour to the primary button", async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await openLoginPage(page, entryLink(journey.server, {}, '/registration'));
    const background = await page.getByRole('button', { name: ZH.submit }).evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).toBe('rgb(10, 124, 255)'); // SEED.themeColor #0a7cff
    await context.close();
  });

  it.each([
    ['zh', 'zh-CN', {}],
    ['en', 'en-US', { languageType: 'en' }],
  ] as const)('is axe-clean and screenshotted in %s', async (lang, locale, params) => {
    const { context, page } = await journey.phones.newPhone('plain', { locale });
    const screens: Array<[name: string, hash: string]> = [
      ['registration-login', '/registration'],
      ['registration-forgotPassword', '/forgotPassword'],
      ['registration-whatsApp', '/whatsApp'],
    ];
    for (const [name, hash] of screens) {
      await page.goto(entryLink(journey.server, params, hash));
      await page.locator('h1').waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, `${name}-${lang}`);
      expect({ name, violations: await seriousA11yViolations(page) }).toEqual({ name, violations: [] });
    }
    await page.goto(entryLink(journey.server, params, '/registration'));
    await page.getByRole('button', { name: lang === 'en' ? 'Log in with account and password' : '使用账号密码登录' }).click();
    await page.locator('input[type="password"]').waitFor();
    await saveScreenshot(page, `registration-password-${lang}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel(lang === 'en' ? 'Account' : '账号').fill(SEED.accounts.password.username);
    await page.getByLabel(lang === 'en' ? 'Password' : '密码', { exact: true }).fill(SEED.accounts.password.password);
    await tick(page, lang === 'en' ? EN : ZH);
    await page.getByRole('button', { name: lang === 'en' ? EN.submit : ZH.submit }).click();
    await waitForHashPath(page, '/confirmation');
    await page.goto(entryLink(journey.server, params, '/changePassword'));
    await page.getByRole('heading', { name: lang === 'en' ? 'Change password' : '修改密码' }).waitFor();
    await saveScreenshot(page, `registration-changePassword-${lang}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
