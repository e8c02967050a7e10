import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
// eslint-disable-next-line no-restricted-imports -- test code only: never in the built app's module graph
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { useContractServer } from '../../test/contract-server';
import { renderShell } from '../../test/render-shell';
import ChangePasswordScreen from './change-password-screen';
import ForgotPasswordScreen from './forgot-password-screen';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the password screens', () => {
  const server = useContractServer();

  async function open(ui: ReactNode, path: string) {
    const view = await renderShell(<Suspense fallback="loading">{ui}</Suspense>, { path, apiBaseUrl: server.current.url });
    view.session.setEntry({ exhibitionId: SEED.exhibitions.demo, registerType: 'visitor', tenantId: SEED.tenantId });
    await screen.findByRole('heading');
    return view;
  }

  it('refuses two different new passwords and keeps everything typed', async () => {
    await open(<ForgotPasswordScreen />, '/forgotPassword');
    type('手机号或邮箱', SEED.phones.passwordDemo);
    type('验证码', SEED.code);
    type('新密码', 'Better@2027');
    type('确认新密码', 'Better@2028');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('两次输入的新密码不一致')).toBeTruthy();
    expect([valueOf('手机号或邮箱'), valueOf('新密码'), valueOf('确认新密码')]).toEqual([SEED.phones.passwordDemo, 'Better@2027', 'Better@2028']);
  });

  it('resets the password with the code and returns to the login page, which says so', async () => {
    const { location } = await open(<ForgotPasswordScreen />, '/forgotPassword');
    type('手机号或邮箱', SEED.phones.passwordDemo);
    type('验证码', SEED.code);
    type('新密码', 'Better@2027');
    type('确认新密码', 'Better@2027');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registration?passwordReset=done'));
    const demo = server.current.state.users.find((user) => user.phone === SEED.phones.passwordDemo);
    expect(demo?.password).toBe('Better@2027');
  });

  it("shows the server's refusal of a wrong current password", async () => {
    const { client } = await open(<ChangePasswordScreen />, '/changePassword');
    const login = await client.loginByPassword.execute(SEED.accounts.password);
    expect(login.ok).toBe(true);
    type('原密码', 'Wrong@2026');
    type('新密码', 'Better@2027');
    type('确认新密码', 'Better@2027');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect((await screen.findByRole('alert')).textContent).toBe('原密码不正确');
    expect(valueOf('原密码')).toBe('Wrong@2026');
  });

  it('changes the password of the logged-in user', async () => {
    const { client } = await open(<ChangePasswordScreen />, '/changePassword');
    await client.loginByPassword.execute(SEED.accounts.password);
    type('原密码', SEED.accounts.password.password);
    type('新密码', 'Better@2027');
    type('确认新密码', 'Better@2027');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码已修改')).toBeTruthy();
    const demo = server.current.state.users.find((user) => user.phone === SEED.phones.passwordDemo);
    expect(demo?.password).toBe('Better@2027');
  });
});
