import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
// eslint-disable-next-line no-restricted-imports -- test code only: never in the built app's module graph
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { useContractServer } from '../../test/contract-server';
import { renderShell } from '../../test/render-shell';
import ExtractConfirmationScreen from './extract-confirmation-screen';

const ENTRY = { exhibitionId: SEED.exhibitions.demo, registerType: 'visitor', tenantId: SEED.tenantId };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('looking up a confirmation letter (/extractConfirmation)', () => {
  const server = useContractServer();

  async function open() {
    await renderShell(
      <Suspense fallback="loading">
        <ExtractConfirmationScreen />
      </Suspense>,
      { path: '/extractConfirmation', apiBaseUrl: server.current.url, entry: ENTRY },
    );
    await screen.findByRole('heading', { name: '提取确认函' });
  }

  /** Types the phone and the seeded code and asks for the letter. */
  function lookUp(phone: string) {
    type('手机号', phone);
    type('验证码', SEED.code);
    fireEvent.click(screen.getByRole('button', { name: '查看确认函' }));
  }

  it("explains a bad phone number with the domain's message, moves focus to it and sends no code", async () => {
    await open();
    type('手机号', '1380000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const message = await screen.findByText('请输入正确的手机号码');
    expect(field('手机号').getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(field('手机号')));
    expect(server.current.state.sentCodes).toEqual([]);
  });

  it('counts down before another code may be requested, and says the code went out', async () => {
    await open();
    type('手机号', SEED.phones.reviewPending);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('验证码已发送');
  });

  it('keeps what was typed when the registration has no letter, and says why', async () => {
    await open();
    lookUp(SEED.phones.newVisitor);
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('您尚未完成登记，暂无可使用的门票'));
    expect([field('手机号').value, field('验证码').value]).toEqual([SEED.phones.newVisitor, SEED.code]);
  });

  it('tells a visitor whose registration waits for review, keeping the form', async () => {
    await open();
    lookUp(SEED.phones.reviewPending);
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('您的登记正在审核中，审核通过后即可在此查看确认函。'));
    expect(field('手机号').value).toBe(SEED.phones.reviewPending);
  });

  it('shows the letter of an approved registration', async () => {
    await open();
    lookUp(SEED.phones.approvedWithTicket);
    expect((await screen.findByTestId('letter-phone')).textContent).toBe('138****0004');
  });
});
