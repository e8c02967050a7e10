import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DomainError, err, ok, RESEND_WAIT_SECONDS, SmsLoginInput, validateInput, type Result } from '@fairpass/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test/render-shell';
import { CheckboxField } from './checkbox-field';
import { ChoiceGroup } from './choice-group';
import { CodeField } from './code-field';
import { Field } from './field';
import { Form } from './form';
import { FormAlert } from './form-alert';
import { FormStatus } from './form-status';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useCodeRequest } from './use-code-request';
import { useForm } from './use-form';

type Send = (values: Readonly<Record<string, unknown>>) => Promise<Result<unknown, DomainError>>;

const TEXTS = { label: '验证码', placeholder: '6位数字', send: '获取验证码', waiting: (seconds: number) => `${seconds} 秒后重新获取` };

/** A form built only from the layer's pieces: the SMS login's domain rules, one choice group, one code. */
function SmsForm({ send, sendCode, lazyRules = false }: { readonly send: Send; readonly sendCode: Send; readonly lazyRules?: boolean }) {
  const form = useForm({
    initial: { phone: '', code: '', privacyAccepted: false, visit: [] as readonly string[] },
    validate: (values) => {
      const found = {
        ...validateInput(SmsLoginInput, values),
        ...(values.visit.length === 0 ? { visit: ['VALIDATION.REQUIRED' as const] } : {}),
      };
      // As the login forms' rules are before their chunk has loaded.
      return lazyRules ? new Promise<typeof found>((resolve) => setTimeout(() => resolve(found), 20)) : found;
    },
    send,
    describeFailure: (reason) => `登录失败：${reason}`,
  });
  const code = useCodeRequest(form, ['phone'], sendCode);
  return (
    <Form form={form} label="登录">
      <TextField form={form} name="phone" id="t-phone" label="手机号码" />
      <CodeField form={form} id="t-code" texts={TEXTS} onSend={code.request} />
      <Field id="t-visit" name="visit" label="参观日" group="radiogroup" error={form.errors.visit}>
        <ChoiceGroup
          kind="single"
          options={[
            { value: 'd1', label: '第一天' },
            { value: 'd2', label: '第二天' },
          ]}
          chosen={form.values.visit}
          onChange={(chosen) => form.set('visit', chosen)}
        />
      </Field>
      <CheckboxField form={form} name="privacyAccepted" id="t-privacy" label="我已阅读并同意《隐私协议》" />
      <FormStatus message={code.sent ? '验证码已发送' : null} />
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.pending} label="登录" />
    </Form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));
const noCall: Send = () => Promise.resolve(ok(null));

async function show(send: Send = noCall, sendCode: Send = noCall, lazyRules = false) {
  await renderShell(<SmsForm send={send} sendCode={sendCode} lazyRules={lazyRules} />);
  await screen.findByLabelText('手机号码');
}

function fillValid() {
  type('手机号码', '13800000000');
  type('验证码', '123456');
  fireEvent.click(screen.getByText('第一天'));
  fireEvent.click(screen.getByLabelText('我已阅读并同意《隐私协议》'));
}

describe('the form layer', () => {
  afterEach(() => vi.useRealTimers());

  it("announces the domain's translated message under the field and ties it to the control", async () => {
    await show();
    type('手机号码', '1380000');
    submit();
    const message = await screen.findByText('请输入正确的手机号码');
    expect(message.getAttribute('role')).toBe('alert');
    expect(input('手机号码').getAttribute('aria-invalid')).toBe('true');
    expect(input('手机号码').getAttribute('aria-describedby')).toBe(message.id);
    // The tick box and the option group are marked and described the same way.
    expect(input('我已阅读并同意《隐私协议》').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: '参观日' }).getAttribute('aria-describedby')).toBe('t-visit-error');
  });

  it('shows the messages within the click when the rules are at hand', async () => {
    await show();
    submit();
    expect(screen.getAllByText('此项为必填项').length).toBe(3);
  });

  it('shows the messages once rules still loading (a lazy chunk) arrive', async () => {
    await show(noCall, noCall, true);
    type('手机号码', '1380000');
    submit();
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('手机号码')));
  });

  it('moves focus to the first invalid field', async () => {
    await show();
    type('手机号码', '13800000000');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(input('验证码')));
  });

  it('moves focus to the first option of a group left unanswered', async () => {
    await show();
    type('手机号码', '13800000000');
    type('验证码', '123456');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(input('第一天')));
  });

  it('clears a field’s error as it is edited, leaving the others', async () => {
    await show();
    submit();
    await screen.findAllByText('此项为必填项');
    type('手机号码', '1');
    expect(input('手机号码').hasAttribute('aria-invalid')).toBe(false);
    expect(input('验证码').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows only the errors of the fields the form holds (the input class also checks a consent it does not ask)', async () => {
    await show();
    submit();
    await screen.findAllByText('此项为必填项');
    expect(screen.queryByText('请阅读并勾选倡议书')).toBeNull();
    expect(screen.getByText('请阅读并勾选隐私协议')).toBeTruthy();
  });

  it('keeps what was typed when the server refuses, and says why as the form’s alert', async () => {
    const send = vi.fn<Send>(() => Promise.resolve(err(new DomainError('AUTH.CODE_INVALID'))));
    await show(send);
    fillValid();
    submit();
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('登录失败：验证码错误，请重新输入'));
    expect(send).toHaveBeenCalledWith({ phone: '13800000000', code: '123456', privacyAccepted: true, visit: ['d1'] }, expect.any(AbortSignal));
    expect([input('手机号码').value, input('验证码').value, input('第一天').checked, input('我已阅读并同意《隐私协议》').checked]).toEqual([
      '13800000000',
      '123456',
      true,
      true,
    ]);
  });

  it('keeps values exactly as typed (spaces included) and sends them so', async () => {
    const send = vi.fn<Send>(() => Promise.resolve(ok(null)));
    await show(send);
    fillValid();
    type('手机号码', ' 13800000000 ');
    submit();
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(input('手机号码').value).toBe(' 13800000000 ');
    expect(send.mock.calls[0]?.[0]).toMatchObject({ phone: ' 13800000000 ' });
  });

  it('ignores a second submit while the first is in flight', async () => {
    let answer: (result: Result<unknown, DomainError>) => void = () => undefined;
    const send = vi.fn<Send>(() => new Promise((resolve) => (answer = resolve)));
    await show(send);
    fillValid();
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect((screen.getByRole('button', { name: /登录/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: '登录' }));
    await act(async () => answer(ok(null)));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('checks only the number before sending a code, then rests for RESEND_WAIT_SECONDS', async () => {
    const sendCode = vi.fn<Send>(() => Promise.resolve(ok(null)));
    await show(noCall, sendCode);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('此项为必填项')).toBeTruthy();
    expect(input('验证码').hasAttribute('aria-invalid')).toBe(false);
    expect(sendCode).not.toHaveBeenCalled();

    type('手机号码', '13800000000');
    await new Promise((resolve) => setTimeout(resolve, 1600)); // the click debounce (spec §9)
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const waiting = await screen.findByRole('button', { name: `${RESEND_WAIT_SECONDS} 秒后重新获取` });
    // Resting, it keeps the keyboard's focus: aria-disabled and deaf to clicks, not disabled.
    expect(waiting.getAttribute('aria-disabled')).toBe('true');
    expect((waiting as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('验证码已发送');
  });

  it('shows a code that did not go out as the form’s alert, keeping the number', async () => {
    await show(noCall, () => Promise.resolve(err(new DomainError('CODE.TOO_FREQUENT'))));
    type('手机号码', '13800000000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('验证码发送过于频繁，请稍后再试'));
    expect(input('手机号码').value).toBe('13800000000');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });
});
