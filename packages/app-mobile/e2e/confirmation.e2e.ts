// Journeys of the confirmation, content and user-centre screens in real Chromium at phone size, in the
// plain mobile browser and in WeChat: the approved visitor's letter with QR code and masked data, the
// SMS-code lookup, the share QR code, a sanitised content page and the logout.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { entryLink } from './harness/app-server';
import { type Flavour } from './harness/browser';
import { chunkHolding } from './harness/built-chunks';
import { screenAudit } from './harness/screen-audit';
import { collectDialogs, loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { useAppJourney } from './harness/journey';

const FLAVOURS: readonly Flavour[] = ['plain', 'wechat'];

const journey = useAppJourney();

describe.each(FLAVOURS)('in the %s browser', (flavour) => {
  it('shows the approved visitor the confirmation QR code with masked phone and ID number', async () => {
    const { context, page } = await journey.phones.newPhone(flavour);
    await loginBySms(page, journey.server, SEED.phones.approvedWithTicket);
    await waitForHashPath(page, '/confirmation');
    const qr = page.getByRole('img', { name: '入场二维码' });
    await qr.waitFor();
    // A picture WeChat can save and recognise by long-press (an inline SVG it cannot).
    await expect(qr.evaluate((element) => element.tagName)).resolves.toBe('IMG');
    await expect(qr.getAttribute('src')).resolves.toMatch(/^data:image\/png;base64,/);
    await expect(page.getByTestId('letter-phone').textContent()).resolves.toBe('138****0004');
    await expect(page.getByTestId('letter-idNumber').textContent()).resolves.toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    await expect(page.getByTestId('letter-name').textContent()).resolves.toBe('张票务');
    await expect(page.getByText('示范展会观众登记').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('draws the QR code once the network is back when its library failed to arrive, the letter shown all along', async () => {
    // The QR library's chunk never arrives at its own address (the browser then keeps that failure for the
    // page's life); fetched again under a new one, it does.
    const qrLibrary = chunkHolding('qrcode.react');
    const { context, page } = await journey.phones.newPhone(flavour);
    let refused = 0;
    await page.route(
      (url) => url.pathname.endsWith(qrLibrary) && url.search === '',
      (route) => {
        refused += 1;
        return route.abort('internetdisconnected');
      },
    );
    await loginBySms(page, journey.server, SEED.phones.approvedWithTicket);
    await waitForHashPath(page, '/confirmation');
    await expect(page.getByTestId('letter-name').textContent()).resolves.toBe('张票务');
    await expect.poll(() => refused).toBeGreaterThan(0);
    expect(await page.getByRole('img', { name: '入场二维码' }).count()).toBe(0);
    expect(await page.getByText('页面加载失败').count()).toBe(0);

    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await context.setOffline(false);
    const qr = page.getByRole('img', { name: '入场二维码' });
    await qr.waitFor();
    await expect(qr.getAttribute('src')).resolves.toMatch(/^data:image\/png;base64,/);
    await context.close();
  });

  it('shows who is logged in at the user centre and logs out to /registration keeping the link query', async () => {
    const { context, page } = await journey.phones.newPhone(flavour);
    await loginBySms(page, journey.server, SEED.phones.reviewPending);
    await waitForHashPath(page, '/auditing');
    await page.evaluate(() => (location.hash = '#/user-center'));
    await expect(page.getByTestId('uc-name').textContent()).resolves.toBe('王审核');
    await expect(page.getByTestId('uc-contact').textContent()).resolves.toBe('138****0003');
    await expect(page.getByTestId('uc-register-type').textContent()).resolves.toBe('观众');
    await expect(page.getByTestId('uc-review').textContent()).resolves.toBe('审核中');

    await page.getByRole('button', { name: '退出登录' }).click();
    await waitForHashPath(page, '/registration');
    const url = new URL(page.url());
    expect(url.searchParams.get('exhibitionId')).toBe('demo');
    expect(url.searchParams.get('tenantId')).toBe(SEED.tenantId);
    // The session is gone: a protected screen sends the visitor back to the login page.
    await page.evaluate(() => (location.hash = '#/confirmation'));
    await waitForHashPath(page, '/registration');
    await context.close();
  });

  it('renders a content page with sanitised HTML: its script and onerror handler never run', async () => {
    const { context, page } = await journey.phones.newPhone(flavour);
    const dialogs = collectDialogs(page);
    await page.goto(entryLink(journey.server, {}, '/contentPage/2'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('隐私政策');
    await expect(page.getByTestId('article-body').textContent()).resolves.toContain('我们仅将您的信息用于展会登记。');
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('article-body').locator('script, [onerror]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await context.close();
  });
});

describe('looking up a confirmation by SMS code', () => {
  it('shows the letter after the phone and code check, and tells a visitor under review that the letter comes once approved', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    // The page's clock is the test's: it moves past the submit debounce where a person would pause.
    await page.clock.install();
    await page.goto(entryLink(journey.server, {}, '/extractConfirmation'));
    await page.getByRole('button', { name: '查看确认函' }).click();
    await expect(page.getByText('此项为必填项').count()).resolves.toBe(2);

    await page.getByLabel('手机号').fill(SEED.phones.reviewPending);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText(/秒后重发/).waitFor();
    await page.getByLabel('验证码').fill(SEED.code);
    await page.clock.fastForward(1600);
    await page.getByRole('button', { name: '查看确认函' }).click();
    await expect(page.getByTestId('form-error').textContent()).resolves.toBe('您的登记正在审核中，审核通过后即可在此查看确认函。');
    await expect(page.getByLabel('手机号').inputValue()).resolves.toBe(SEED.phones.reviewPending);

    await page.getByLabel('手机号').fill(SEED.phones.approvedWithTicket);
    // Submits ignore a second click within the 1500 ms debounce (spec §9); a person is slower than that.
    await page.clock.fastForward(1600);
    await page.getByRole('button', { name: '查看确认函' }).click();
    await expect(page.getByTestId('letter-phone').textContent()).resolves.toBe('138****0004');
    await context.close();
  });
});

describe('every screen of this area, in Chinese and English', () => {
  const { violations, capture } = screenAudit();

  const SCREENS = [
    ['/confirmation', 'confirmation-confirmation'],
    ['/regQRcode', 'confirmation-regQRcode'],
    ['/smsQrCodePage', 'confirmation-smsQrCodePage'],
    ['/contentPage/1', 'content-contentPage'],
    ['/user-center', 'user-center-user-center'],
  ] as const;

  it('renders every screen cleanly in both languages', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await page.goto(entryLink(journey.server, {}, '/extractConfirmation'));
    await capture(page, 'confirmation-extractConfirmation-zh');
    await loginBySms(page, journey.server, SEED.phones.approvedWithTicket);
    await waitForHashPath(page, '/confirmation');
    for (const [path, name] of SCREENS) {
      await page.evaluate((hash) => (location.hash = `#${hash}`), path);
      await waitForHashPath(page, path);
      await capture(page, `${name}-zh`);
    }
    await switchLanguageToEnglish(page);
    for (const [path, name] of SCREENS) {
      await page.evaluate((hash) => (location.hash = `#${hash}`), path);
      await waitForHashPath(page, path);
      await capture(page, `${name}-en`);
    }
    await expect(page.getByTestId('uc-review').textContent()).resolves.toBe('Approved');
    await page.getByRole('button', { name: 'Log out' }).click();
    await waitForHashPath(page, '/registration');
    await page.evaluate(() => (location.hash = '#/extractConfirmation'));
    await waitForHashPath(page, '/extractConfirmation');
    await capture(page, 'confirmation-extractConfirmation-en');
    expect(violations).toEqual({});
    await context.close();
  });
});
