import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DomainError, err, ok, type Result } from '@fairpass/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '../../test/render-shell';
import { forgetWriteKey, settleWriteKey, writeKeyFor } from '../write-key';
import { Form } from './form';
import { FormAlert } from './form-alert';
import { FormStatus } from './form-status';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useForm } from './use-form';

type Values = { readonly plateNumber: string };

/** One keyed write as the SDK makes it: the key it carried, its signal, and how the test answers it. */
interface Sent {
  readonly key: string;
  readonly signal: AbortSignal;
  answer(result: Result<{ readonly plateNumber: string }, DomainError>): void;
}

/** A server the test answers by hand; a cancelled request ends as REQUEST.ABORTED, as the SDK's would. */
function heldServer() {
  const sent: Sent[] = [];
  const write = (key: string, signal: AbortSignal): Promise<Result<{ readonly plateNumber: string }, DomainError>> =>
    new Promise((resolve) => {
      sent.push({ key, signal, answer: resolve });
      signal.addEventListener('abort', () => resolve(err(new DomainError('REQUEST.ABORTED'))), { once: true });
    });
  return { sent, write };
}

const INTENT = 'test.parking';

function ParkingLikeForm({ write }: { readonly write: (key: string, signal: AbortSignal) => Promise<Result<{ readonly plateNumber: string }, DomainError>> }) {
  const [issued, setIssued] = useState<string | null>(null);
  const form = useForm<Values, { readonly plateNumber: string }>({
    initial: { plateNumber: '' },
    validate: () => ({}),
    send: (values, signal) => write(writeKeyFor(INTENT, values), signal).then((done) => settleWriteKey(INTENT, done)),
    onSuccess: (pass) => {
      form.reset();
      setIssued(`已办理 ${pass.plateNumber}`);
    },
    slowNoticeMs: 60,
  });
  return (
    <Form form={form} label="办理车证">
      <TextField form={form} name="plateNumber" id="t-plate" label="车牌号码" />
      <FormAlert message={form.alert} />
      <FormStatus message={issued} />
      <SubmitButton pending={form.pending} label="提交" pendingLabel="正在提交" />
    </Form>
  );
}

async function show(write: Parameters<typeof ParkingLikeForm>[0]['write']) {
  await renderShell(<ParkingLikeForm write={write} />);
  fireEvent.change(await screen.findByLabelText('车牌号码'), { target: { value: '粤B12345' } });
}

const submitButton = () => screen.getByRole('button', { name: /提交/ }) as HTMLButtonElement;

describe('a slow write', () => {
  afterEach(() => forgetWriteKey(INTENT));

  it('says the connection is slow after a while and, on "keep waiting", keeps the request and hides the notice', async () => {
    const server = heldServer();
    await show(server.write);
    fireEvent.click(submitButton());

    expect(await screen.findByText('网络较慢，仍在提交…')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '继续等待' }));

    await waitFor(() => expect(screen.queryByText('网络较慢，仍在提交…')).toBeNull());
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]?.signal.aborted).toBe(false);
    server.sent[0]?.answer(ok({ plateNumber: '粤B12345' }));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on "try again" cancels the request and sends the same values again with the same Idempotency-Key', async () => {
    const server = heldServer();
    await show(server.write);
    fireEvent.click(submitButton());

    fireEvent.click(await screen.findByRole('button', { name: '重试' }));

    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[0]?.signal.aborted).toBe(true);
    expect(server.sent[1]?.key).toBe(server.sent[0]?.key);
    expect(screen.queryByText('网络较慢，仍在提交…')).toBeNull();
    server.sent[1]?.answer(ok({ plateNumber: '粤B12345' }));
    expect(await screen.findByText('已办理 粤B12345')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // Answered: the next pass is a new write.
    expect(writeKeyFor(INTENT, { plateNumber: '粤B12345' })).not.toBe(server.sent[0]?.key);
  });

  it('after "try again", asks again with the same key while the server says the first send still runs (409), until it gives that outcome', async () => {
    const server = heldServer();
    await show(server.write);
    fireEvent.click(submitButton());
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    server.sent[1]?.answer(err(new DomainError('SERVER.FAILURE', '请求正在处理中，请勿重复提交', undefined, { status: 409, backendCode: 409 })));

    await waitFor(() => expect(server.sent).toHaveLength(3), { timeout: 4000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(new Set(server.sent.map((sent) => sent.key)).size).toBe(1);
    server.sent[2]?.answer(ok({ plateNumber: '粤B12345' }));
    expect(await screen.findByText('已办理 粤B12345')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the SDK gives up (NETWORK.TIMEOUT) says the connection is slow, frees the button, and the next submit carries the same key', async () => {
    const server = heldServer();
    await show(server.write);
    fireEvent.click(submitButton());
    await waitFor(() => expect(server.sent).toHaveLength(1));
    server.sent[0]?.answer(err(new DomainError('NETWORK.TIMEOUT')));

    expect((await screen.findByRole('alert')).textContent).toBe('网络较慢，服务器暂未答复。您填写的内容都还在，请再次提交（不会重复提交）。');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect((screen.getByLabelText('车牌号码') as HTMLInputElement).value).toBe('粤B12345');

    fireEvent.click(submitButton());
    await waitFor(() => expect(server.sent).toHaveLength(2), { timeout: 3000 });
    expect(server.sent[1]?.key).toBe(server.sent[0]?.key);
    server.sent[1]?.answer(ok({ plateNumber: '粤B12345' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('after a definitive refusal sends the same values again under a new key, so the fixed cause is not answered with the old refusal', async () => {
    const server = heldServer();
    await show(server.write);
    fireEvent.click(submitButton());
    await waitFor(() => expect(server.sent).toHaveLength(1));
    server.sent[0]?.answer(err(new DomainError('PARKING.PLATE_TAKEN', undefined, undefined, { status: 400, backendCode: 4723 })));
    await screen.findByRole('alert');
    await waitFor(() => expect(submitButton().disabled).toBe(false));

    fireEvent.click(submitButton());
    await waitFor(() => expect(server.sent).toHaveLength(2), { timeout: 3000 });
    expect(server.sent[1]?.key).not.toBe(server.sent[0]?.key);
  });
});
