// The app as a deployment serves it: the security headers on the page, and the app still working under
// its Content-Security-Policy (the inline boot script and styles allowed by hash only) in real Chromium.
import { describe, expect, it } from 'vitest';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';

const journey = useAppJourney();

describe('the served app', () => {
  it('sends a Content-Security-Policy, nosniff and a referrer policy, and runs the login page under it without a violation', async () => {
    const { page } = await journey.phones.newPhone('plain');
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const response = await page.goto(entryLink(journey.server, {}, '/registration'));
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=(self)');
    await page.getByRole('heading', { name: '登录 / 注册' }).waitFor();
    // The login form works: the code field and the send button are there, styled by the build's CSS.
    await page.getByLabel('手机号码').fill('13800000004');
    expect(await page.getByRole('button', { name: '获取验证码' }).isVisible()).toBe(true);
    expect(violations).toEqual([]);
    // And the policy is live: a script injected into the page does not run.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    await page.context().close();
  });
});
