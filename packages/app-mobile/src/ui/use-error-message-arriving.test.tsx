import { screen, waitFor } from '@testing-library/react';
import { expectAreaErrors, registerAreaErrors, type ErrorCode } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../test/render-shell';
import { useErrorMessage } from './use-error-message';

function Probe({ code }: { readonly code: string }) {
  return <p data-testid="message">{useErrorMessage()(code)}</p>;
}

const shownText = async () => (await screen.findByTestId('message')).textContent ?? '';

describe("a code read while every area's failures are on their way", () => {
  it('says the general failure until they arrive, then the words of the code they made known', async () => {
    // A made-up area, worded with a shared message, so the test does not depend on which real areas are known.
    const code = 'ARRIVING_TEST.LATE' as ErrorCode;
    let arrive!: () => void;
    expectAreaErrors(new Promise<void>((resolve) => (arrive = resolve)).then(() => registerAreaErrors('arriving-test', { codes: { [code]: { messageKey: 'errors.network_timeout' } }, wire: {} })));

    await renderShell(<Probe code={code} />, { language: 'en' });
    expect(await shownText()).toBe('System error');

    arrive();
    await waitFor(async () => expect(await shownText()).not.toBe('System error'));
    expect(await shownText()).not.toBe('Unknown error');
  });

  it('gives a code still unknown once they arrived the unknown-error text', async () => {
    let arrive!: () => void;
    expectAreaErrors(new Promise<void>((resolve) => (arrive = resolve)));

    await renderShell(<Probe code="NOT.A_CODE" />, { language: 'en' });
    arrive();

    await waitFor(async () => expect(await shownText()).toBe('Unknown error'));
  });
});
