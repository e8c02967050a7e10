import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
// eslint-disable-next-line no-restricted-imports -- test code only: never in the built app's module graph
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { EntryBoot } from '../../app/entry-boot';
import { useContractServer } from '../../test/contract-server';
import { renderShell } from '../../test/render-shell';
import type { AppLanguage } from '../../ui/app-language';
import LoginScreen from './login-screen';

const openLink = (params: Record<string, string> = {}) => {
  const query = new URLSearchParams({ exhibitionId: 'demo', registerType: 'visitor', tenantId: SEED.tenantId, ...params });
  history.replaceState(null, '', `/?${query.toString()}#/registration`);
};

describe('the login page', () => {
  const server = useContractServer();

  async function openLoginPage(language: AppLanguage = 'cn') {
    openLink(language === 'en' ? { languageType: 'en' } : {});
    // The shell's entry flow loads the exhibition's config before the login page shows.
    const view = await renderShell(
      <EntryBoot entryHref={location.href}>
        <Suspense fallback="loading">
          <LoginScreen />
        </Suspense>
      </EntryBoot>,
      { path: '/registration', apiBaseUrl: server.current.url, language },
    );
    await screen.findByRole('heading', { name: language === 'en' ? 'Log in / Register' : '登录 / 注册' });
    return view;
  }

  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const tickBoth = () => {
    fireEvent.click(screen.getByText('我已阅读并同意《隐私协议》'));
    fireEvent.click(screen.getByText('我已阅读并同意《倡议书》'));
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '登录 / 注册' }));

  it("shows the exhibition's title and the SMS form of its Chinese login mode", async () => {
    await openLoginPage();
    expect(screen.getByText('示范展会观众登记')).toBeTruthy();
    expect(screen.getByLabelText('手机号码')).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });

  it('explains an invalid phone number next to the field and keeps what was typed', async () => {
    await openLoginPage();
    type('手机号码', '1380000');
    type('验证码', '123456');
    tickBoth();
    submit();
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    expect((screen.getByLabelText('手机号码') as HTMLInputElement).value).toBe('1380000');
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('123456');
  });

  it('requires both the privacy agreement and the initiative letter', async () => {
    await openLoginPage();
    type('手机号码', SEED.phones.approvedWithTicket);
    type('验证码', SEED.code);
    submit();
    expect(await screen.findByText('请阅读并勾选隐私协议')).toBeTruthy();
    expect(screen.getByText('请阅读并勾选倡议书')).toBeTruthy();
  });

  it("shows the server's refusal of a wrong code and keeps the form filled in", async () => {
    await openLoginPage();
    type('手机号码', SEED.phones.approvedWithTicket);
    type('验证码', '654321');
    tickBoth();
    submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^登录失败：/);
    expect((screen.getByLabelText('手机号码') as HTMLInputElement).value).toBe(SEED.phones.approvedWithTicket);
  });

  it('logs the approved visitor in and goes where the next-step decision says', async () => {
    const { location } = await openLoginPage();
    type('手机号码', SEED.phones.approvedWithTicket);
    type('验证码', SEED.code);
    tickBoth();
    submit();
    await waitFor(() => expect(location.history.at(-1)).toBe('/confirmation'));
  });

  it('counts 60 seconds down before another code may be requested', async () => {
    await openLoginPage();
    type('手机号码', SEED.phones.newVisitor);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const waiting = await screen.findByRole('button', { name: '60 秒后重新获取' });
    // Resting, it keeps the keyboard's focus: aria-disabled and deaf to clicks, not disabled.
    expect(waiting.getAttribute('aria-disabled')).toBe('true');
    expect((waiting as HTMLButtonElement).disabled).toBe(false);
    expect(server.current.state.sentCodes.map((sent) => sent.target)).toEqual([SEED.phones.newVisitor]);
  });

  it('offers English visitors the e-mail code form and a switch to password login', async () => {
    await openLoginPage('en');
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in with account and password' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in with an e-mail code' })).toBeTruthy();
  });
});
