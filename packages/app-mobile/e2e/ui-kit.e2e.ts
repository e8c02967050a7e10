// Resetting a forgotten password at once after the page opens (before the shell's after-paint warm-ups):
// the sent code and the reset are confirmed in the page, the reset on the login page it returns to, which
// stays readable (no 2-second toast) and offers the password form; no page error on the way.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';

const journey = useAppJourney();

describe('confirmations of a password reset', () => {
  it('confirms the sent code in the form and the reset on the login page, which offers the password form', async () => {
    const { page, context } = await journey.phones.newPhone('plain');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(entryLink(journey.server, {}, '/forgotPassword'));
    await page.getByRole('heading', { name: '找回密码' }).waitFor();

    await page.getByLabel('手机号或邮箱').fill(SEED.phones.approvedWithTicket);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('验证码已发送').waitFor();

    await page.getByLabel('验证码').fill(SEED.code);
    await page.getByLabel('新密码', { exact: true }).fill('Fresh#2026pass');
    await page.getByLabel('确认新密码').fill('Fresh#2026pass');
    await page.getByRole('button', { name: '重置密码' }).click();

    await page.getByRole('status').filter({ hasText: '密码已重置，请使用新密码登录' }).waitFor();
    await page.getByRole('heading', { name: '登录 / 注册' }).waitFor();
    await page.getByLabel('密码', { exact: true }).fill('Fresh#2026pass');
    expect(new URL(page.url()).hash).toMatch(/^#\/registration/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
