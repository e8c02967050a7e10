// antd-mobile's imperative pieces (Toast) under React 19: they need the renderer of src/ui/ui-kit-react19.ts,
// warmed after the first paint and awaited by showToast; without it Toast.show throws and the next screen
// renders blank. The visitor here acts at once, before the warm-up: the toast must still show.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';

const journey = useAppJourney();

describe('toasts from the UI kit', () => {
  it('confirms a sent reset code in a toast and a reset password on the login page it returns to', async () => {
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

    await page.getByText('密码已重置，请使用新密码登录').waitFor();
    await page.getByRole('heading', { name: '登录 / 注册' }).waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#\/registration/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
